import { type Database, openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { startTcpProxy, type TcpProxy } from '../../src/testing/tcp-proxy';
import { createPostgresTestDatabase } from './test-database';

export interface ProxiedPostgres {
  /** The migrated database, reached through the proxy. */
  database: Database;
  /** Cuts or freezes the connection; the shared PostgreSQL server is never stopped. */
  proxy: TcpProxy;
  /** Heals the proxy, closes the database and the proxy, drops the database. */
  close(): Promise<void>;
}

/** A fresh PostgreSQL test database behind a TCP proxy this test owns, for outage tests. */
export async function openProxiedPostgres(timeouts: {
  connectMs: number;
  statementMs: number;
}): Promise<ProxiedPostgres> {
  const created = await createPostgresTestDatabase();
  const url = new URL(created.url);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.port = String(proxy.port);
  const database = openPostgres(url.toString(), 4, timeouts);
  await runMigrations(database);
  return {
    database,
    proxy,
    async close() {
      proxy.heal();
      await database.close().catch(() => {});
      await proxy.close();
      await created.drop();
    },
  };
}
