import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { yieldToEventLoop } from '../lib/walk-backlog';
import { type Database, defaultDatabaseTimeouts, openPglite, openPostgres } from './client';
import { lockDataDir } from './data-dir-lock';
import { initializePgliteDataDir } from './initialize-pglite';
import { runMigrations } from './migrate';
import { createPgliteClient } from './pglite-client';
import {
  analyzeResizedTables,
  analyzeTables,
  pgliteStatisticsCheckMs,
  pgliteStatisticsRefreshMs,
} from './pglite-statistics';

/**
 * PGlite runs PostgreSQL inside this process, so its memory is the server's memory. PostgreSQL's
 * defaults (128 MB of shared buffers, 64 MB for maintenance) suit a dedicated database machine; one
 * embedded site database is small, and these keep the idle process about 60 MB lighter.
 */
const embeddedStartParams = [
  ...PGlite.defaultStartParams,
  ...[
    '-c',
    'shared_buffers=16MB',
    '-c',
    'maintenance_work_mem=16MB',
    '-c',
    'temp_buffers=2MB',
    '-c',
    'wal_buffers=1MB',
  ],
];

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/** Opens the configured database (PostgreSQL or embedded PGlite) and applies migrations. */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR'> &
    Partial<Pick<Config, 'DATABASE_CONNECT_TIMEOUT_MS' | 'DATABASE_STATEMENT_TIMEOUT_MS'>>,
): Promise<Database> {
  const timeouts = {
    connectMs: config.DATABASE_CONNECT_TIMEOUT_MS ?? defaultDatabaseTimeouts.connectMs,
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS ?? defaultDatabaseTimeouts.statementMs,
  };
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE, timeouts);
    try {
      await database.executeSql('SELECT 1');
    } catch (error) {
      await database.close().catch(() => {});
      const safeUrl = config.DATABASE_URL.replace(/\/\/[^@/]*@/, '//***@');
      throw new DatabaseUnavailableError(`Cannot connect to DATABASE_URL ${safeUrl}: ${(error as Error).message}`);
    }
    await runMigrations(database);
    return database;
  }
  const release = lockDataDir(config.DATA_DIR);
  try {
    const dbDir = path.join(config.DATA_DIR, 'db');
    await initializePgliteDataDir(dbDir);
    const client = await createPgliteClient(dbDir, { startParams: embeddedStartParams });
    const database = openPglite(client, timeouts);
    await runMigrations(database);
    // No autovacuum runs inside PGlite (pglite-statistics.ts): the tables are analyzed before the server
    // listens, those whose size moved every few seconds, and all of them every hour; one table at a time with a
    // turn of the event loop between, on fewer samples.
    await analyzeTables(database);
    let refreshing: Promise<unknown> | undefined;
    const refreshEvery = (ms: number, work: () => Promise<unknown>) => {
      const timer = setInterval(() => {
        // A refresh that fails keeps the statistics of the one before; the next one tries again.
        refreshing ??= work()
          .catch(() => {})
          .finally(() => {
            refreshing = undefined;
          });
      }, ms);
      timer.unref();
      return timer;
    };
    // A resized table is analyzed on the fewest samples (300 rows): the row count and the values' spread is what
    // plans need, and a queue's partition, wide with its jobs' data, took 55 ms at 10. The hourly pass samples more.
    const timers = [
      refreshEvery(pgliteStatisticsCheckMs, () =>
        analyzeResizedTables(database, { statisticsTarget: 1, between: yieldToEventLoop }),
      ),
      refreshEvery(pgliteStatisticsRefreshMs, () =>
        analyzeTables(database, { statisticsTarget: 10, between: yieldToEventLoop }),
      ),
    ];
    const close = database.close;
    database.close = async () => {
      for (const timer of timers) clearInterval(timer);
      await refreshing;
      await close();
      release();
    };
    return database;
  } catch (error) {
    release();
    throw error;
  }
}
