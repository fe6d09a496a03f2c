import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createPostgresTestDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PostgreSQL database that each test database is created from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
  }
}

/**
 * Global set-up of the PostgreSQL pass: migrates one database once per run. Each test file then gets its own
 * database as a copy of it, which PostgreSQL makes by copying files, instead of running every migration again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createPostgresTestDatabase();
  // Two connections: one holds the migration lock while the other migrates.
  const database = openPostgres(template.url, 2);
  await runMigrations(database);
  // A template cannot be copied while anyone is connected to it.
  await database.close();
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
