import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { openDatabase } from '../../src/db/open-database';
import { analyzeTables } from '../../src/db/pglite-statistics';
import { users } from '../../src/db/schema';
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

describe('an embedded database opened by the server', () => {
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
});
