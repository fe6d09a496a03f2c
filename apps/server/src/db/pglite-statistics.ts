import type { Database } from './client';

/**
 * PGlite runs PostgreSQL in single-user mode: there is no autovacuum, so nothing ever analyzes an embedded
 * database's tables and every plan rests on guesses. Measured with 10,000 issues: the webhook sweep's batch
 * query, planned for the 32 rows the planner guessed, scanned every issue and sorted for each batch of 50
 * (23.6 ms, one block of the event loop each); analyzed, it walks an index and stops at 50 rows (0.6 ms).
 * PostgreSQL servers analyze on their own; this is for PGlite only.
 */
export const pgliteStatisticsRefreshMs = 60 * 60 * 1000;

/** The tables of the app and of its job queue, in no particular order. */
async function listTables(database: Database): Promise<string[]> {
  const { rows } = await database.executeSql(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_catalog.pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
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
  const target = options.statisticsTarget;
  if (target !== undefined) await database.executeSql(`SET default_statistics_target = ${Math.trunc(target)}`);
  try {
    for (const table of await listTables(database)) {
      await options.between?.();
      await database.executeSql(`ANALYZE ${table}`);
    }
  } finally {
    if (target !== undefined) await database.executeSql('RESET default_statistics_target');
  }
}
