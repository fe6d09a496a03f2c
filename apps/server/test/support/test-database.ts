import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server, so parallel test files never share data. In a
 * vitest run it is a copy of the run's migrated template (test/support/postgres-template.ts); elsewhere, empty.
 */
export async function createPostgresTestDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const base = new URL(adminUrl());
  const name = `sitewatch_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = providedOrNull('postgresTemplate');
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${pg.escapeIdentifier(name)}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`,
  );
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A value the run's global set-up provided, or null outside such a run (or while that set-up itself runs). */
function providedOrNull(key: 'pgliteTemplate' | 'postgresTemplate'): string | null {
  try {
    return inject(key) ?? null;
  } catch {
    return null;
  }
}

let templateData: Blob | null | undefined;

/**
 * The run's migrated template (test/support/pglite-template.ts), read once per test file; null outside a
 * vitest run with the global set-up (a database is then made from scratch).
 */
function pgliteTemplate(): Blob | null {
  if (templateData === undefined) {
    const file = providedOrNull('pgliteTemplate');
    templateData = file ? new Blob([fs.readFileSync(file)]) : null;
  }
  return templateData;
}

/** A migrated, empty database of the kind this run tests. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'postgres') {
    const created = await createPostgresTestDatabase();
    const database = openPostgres(created.url, 5);
    // Both kinds start from the run's migrated template: migrating again only checks it is current.
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
  const loadDataDir = pgliteTemplate();
  const database = openPglite(await createPgliteClient(undefined, loadDataDir ? { loadDataDir } : {}));
  await runMigrations(database);
  return { database, cleanup: () => database.close() };
}

/**
 * A new server data folder whose embedded database is already the run's migrated template, so a server or
 * database opened on it skips initdb (several seconds of CPU on a busy machine) and finds nothing to migrate.
 * Only tests of creating a database in an empty folder need an empty one. Outside a run with the global
 * set-up the folder is left empty and the server creates its database as in production.
 */
export function seededDataFolder(prefix = 'sitewatch-data-'): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = providedOrNull('pgliteTemplate');
  if (template) {
    // The server keeps its embedded database in DATA_DIR/db (src/db/open-database.ts). The dump's member
    // names start with "/"; tar strips it and says so on stderr, which is ignored.
    const dbDir = path.join(dataDir, 'db');
    fs.mkdirSync(dbDir);
    execFileSync('tar', ['-xf', template, '-C', dbDir], { stdio: 'ignore' });
  }
  return dataDir;
}
