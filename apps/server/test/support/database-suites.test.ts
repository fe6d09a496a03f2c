import fs from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { databaseSuites } from '../../vitest.config';

/**
 * A test that runs only when its database is PostgreSQL runs nowhere unless its file is one of the database
 * suites (vitest.config.ts): the PGlite run skips it and the PostgreSQL run never loads it. The public site
 * cache's two-instance tests were skipped that way on both runs, and the suite still passed.
 */
describe('the database suites', () => {
  it('hold every test file with tests that run on PostgreSQL only', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const onPostgres = new Set(globSync(databaseSuites, { cwd: root }));
    const postgresOnly = globSync(['src/**/*.test.ts', 'test/**/*.test.ts'], { cwd: root }).filter((file) =>
      /\.runIf\(testDatabaseKind === 'postgres'\)/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(postgresOnly.length).toBeGreaterThanOrEqual(10);
    expect(postgresOnly.filter((file) => !onPostgres.has(file))).toEqual([]);
  });
});
