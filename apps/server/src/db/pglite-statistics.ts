import type { Database } from './client';

/**
 * PGlite runs PostgreSQL in single-user mode: there is no autovacuum, so nothing ever analyzes an embedded
 * database's tables and every plan rests on guesses. Measured with 10,000 issues: the webhook sweep's batch
 * query, planned for the 32 rows the planner guessed, scanned every issue and sorted for each batch of 50
 * (23.6 ms, one block of the event loop each); analyzed, it walks an index and stops at 50 rows (0.6 ms).
 * PostgreSQL servers analyze on their own; this is for PGlite only.
 */
export const pgliteStatisticsRefreshMs = 60 * 60 * 1000;

/**
 * How often the tables' sizes are compared with their statistics (autovacuum's own check is every minute). A
 * sweep queues thousands of jobs in seconds; planned for the empty table it was analyzed as, each fetch of the
 * next job sorted every waiting job (20 ms) instead of walking its index (1.5 ms) until the hourly refresh.
 */
export const pgliteStatisticsCheckMs = 15 * 1000;

/** The tables of the app and of its job queue, in no particular order. */
async function listTables(database: Database): Promise<string[]> {
  const { rows } = await database.executeSql(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_catalog.pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  return rows.map((row) => String(row.name));
}

/**
 * The tables whose size moved since they were last analyzed, by more than a tenth and two pages: autovacuum's
 * rule of thumb (a tenth of the rows changed) read from the files' sizes, since PGlite keeps no row counters.
 */
async function listResizedTables(database: Database): Promise<string[]> {
  const { rows } = await database.executeSql(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name
     FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
       AND abs(pg_relation_size(c.oid) / current_setting('block_size')::int - greatest(c.relpages, 0))
         > greatest(2, c.relpages / 10)`,
  );
  return rows.map((row) => String(row.name));
}

/**
 * Analyzes every table, one statement each, so that a caller can let other work run between them: ANALYZE runs
 * on PGlite's thread, and the whole database at once held it for 326 ms with 10,000 issues. `statisticsTarget`
 * below PostgreSQL's 100 samples fewer rows (at 10, the issues table took 73 ms instead of about 200). The setting
 * is the connection's, so it holds for PGlite's one connection, not across a pool's.
 */
export async function analyzeTables(
  database: Database,
  options: { statisticsTarget?: number; between?: () => Promise<void> } = {},
): Promise<void> {
  await analyze(database, await listTables(database), options);
}

/** Analyzes the tables that grew or shrank since their statistics were taken; answers which. */
export async function analyzeResizedTables(
  database: Database,
  options: { statisticsTarget?: number; between?: () => Promise<void> } = {},
): Promise<string[]> {
  const tables = await listResizedTables(database);
  if (tables.length > 0) await analyze(database, tables, options);
  return tables;
}

async function analyze(
  database: Database,
  tables: string[],
  options: { statisticsTarget?: number; between?: () => Promise<void> },
): Promise<void> {
  const target = options.statisticsTarget;
  if (target !== undefined) await database.executeSql(`SET default_statistics_target = ${Math.trunc(target)}`);
  try {
    for (const table of tables) {
      await options.between?.();
      await database.executeSql(`ANALYZE ${table}`);
    }
  } finally {
    if (target !== undefined) await database.executeSql('RESET default_statistics_target');
  }
}
