import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/client';
import { openDatabase } from '../../src/db/open-database';
import { analyzeResizedTables, analyzeTables, pgliteStatisticsCheckMs } from '../../src/db/pglite-statistics';
import { users } from '../../src/db/schema';
import { waitFor } from '../background-jobs/wait-for';
import { createTestDatabase, seededDataFolder, type TestDatabase, testDatabaseKind } from '../support/test-database';

const userRows = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({
    issuer: 'https://statistics.test',
    subject: `${prefix}-${i}`,
    email: `${prefix}-${i}@example.com`,
    name: `User ${i}`,
  }));

/** The planner's row count of a table: what ANALYZE sets (-1 or a stale figure before it). */
async function plannedRows(database: Database, table: string): Promise<number> {
  const { rows } = await database.executeSql(`SELECT reltuples FROM pg_class WHERE oid = $1::regclass`, [table]);
  return Number(rows[0]?.reltuples);
}

describe(`planner statistics (${testDatabaseKind})`, () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('analyzeTables gives the planner every table’s row count, one table at a time', async () => {
    const { database } = testDb;
    await database.db.insert(users).values(userRows(150, 'a'));
    expect(await plannedRows(database, 'users')).not.toBe(150);
    let turns = 0;
    await analyzeTables(database, {
      statisticsTarget: 10,
      between: async () => {
        turns += 1;
      },
    });
    expect(await plannedRows(database, 'users')).toBe(150);
    // A turn before each table: the app's tables and the job queue's, never one statement for all.
    expect(turns).toBeGreaterThan(10);
    // The sampling setting is the session's own again afterwards.
    const { rows } = await database.executeSql('SHOW default_statistics_target');
    expect(String(Object.values(rows[0] ?? {})[0])).toBe('100');
  });
});

// PostgreSQL's autovacuum analyzes on its own (and could get there first): this is PGlite's stand-in.
describe.runIf(testDatabaseKind === 'pglite')('statistics of the tables that grew', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('analyzeResizedTables analyzes a table whose size moved since its statistics, and leaves the others', async () => {
    const { database } = testDb;
    await analyzeTables(database);
    expect(await analyzeResizedTables(database)).toEqual([]);
    // A burst of rows, as a sweep queueing thousands of jobs: the statistics still say the table is empty.
    await database.db.insert(users).values(userRows(1500, 'c'));
    expect(await plannedRows(database, 'users')).toBe(0);
    expect(await analyzeResizedTables(database, { statisticsTarget: 10 })).toEqual(['public.users']);
    expect(await plannedRows(database, 'users')).toBe(1500);
    expect(await analyzeResizedTables(database)).toEqual([]);
  });
});

// The embedded database (PGlite) whatever the project: the postgres project would only run these again.
describe.runIf(testDatabaseKind === 'pglite')('an embedded database opened by the server', () => {
  let dataDir: string;
  let database: Database | undefined;
  beforeAll(() => {
    dataDir = seededDataFolder('sitewatch-statistics-');
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is analyzed before the server uses it: PGlite has no autovacuum to do it', async () => {
    const config = { DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 };
    const first = await openDatabase(config);
    await first.db.insert(users).values(userRows(80, 'b'));
    await first.close();
    database = await openDatabase(config);
    expect(await plannedRows(database, 'users')).toBe(80);
  });

  it('analyzes a table that grew within seconds, not at the next hourly refresh', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let grown: Database | undefined;
    const grownDir = seededDataFolder('sitewatch-statistics-grown-');
    try {
      grown = await openDatabase({ DATA_DIR: grownDir, DATABASE_POOL_SIZE: 1 });
      const opened = grown;
      await opened.db.insert(users).values(userRows(1500, 'd'));
      expect(await plannedRows(opened, 'users')).toBe(0);
      vi.advanceTimersByTime(pgliteStatisticsCheckMs);
      await waitFor(async () => (await plannedRows(opened, 'users')) === 1500, { what: 'the grown table analyzed' });
    } finally {
      vi.useRealTimers();
      await grown?.close();
      fs.rmSync(grownDir, { recursive: true, force: true });
    }
  });
});
