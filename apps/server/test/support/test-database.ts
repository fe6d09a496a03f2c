import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createPgliteClient } from '../../src/db/pglite-client';

/** Which database this test run uses: the vitest project sets TEST_DB (see vitest.config.ts). */
export const testDatabaseKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** Connection string of the fresh PostgreSQL database (postgres runs only). */
  url?: string;
  cleanup(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server, so parallel test files never share data. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(adminUrl());
  const name = `sitewatch_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await client.end();
    },
  };
}

let templateData: Blob | null | undefined;

/**
 * The run's migrated template (test/support/pglite-template.ts), read once per test file; null outside a
 * vitest run with the global set-up (a database is then made from scratch).
 */
function pgliteTemplate(): Blob | null {
  if (templateData === undefined) {
    let file: string | undefined;
    try {
      file = inject('pgliteTemplate');
    } catch {
      file = undefined;
    }
    templateData = file ? new Blob([fs.readFileSync(file)]) : null;
  }
  return templateData;
}

/** A migrated, empty database of the kind this run tests. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'postgres') {
    const created = await createPostgresTestDatabase();
    const database = openPostgres(created.url, 5);
    await runMigrations(database);
    return {
      database,
      url: created.url,
      async cleanup() {
        await database.close();
        await created.drop();
      },
    };
  }
  // Migrating a database loaded from the template checks it is current.
  const loadDataDir = pgliteTemplate();
  const database = openPglite(await createPgliteClient(undefined, loadDataDir ? { loadDataDir } : {}));
  await runMigrations(database);
  return { database, cleanup: () => database.close() };
}
