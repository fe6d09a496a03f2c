import path from 'node:path';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createPgliteClient } from '../../src/db/pglite-client';
import { type SpawnedServer, spawnServer } from '../../src/testing/spawn-server';
import { serverUnderTest } from '../support/server-under-test';

export type ServerProcess = SpawnedServer;

/**
 * The real server (serverUnderTest: the build under `npm test`, else the source) as a child process, with only
 * these settings.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServer({
    port: Number(env.PORT),
    from: serverUnderTest,
    host: '127.0.0.1',
    inheritEnv: false,
    env,
    startTimeoutMs: 60_000,
  });
}

/** Opens the server's database from the test: the PGlite data folder (only while no server runs) or PostgreSQL. */
export async function openServerDatabase(target: { dataDir?: string; databaseUrl?: string }): Promise<Database> {
  const database = target.databaseUrl
    ? openPostgres(target.databaseUrl, 2)
    : openPglite(await createPgliteClient(path.join(target.dataDir as string, 'db')));
  await runMigrations(database);
  return database;
}
