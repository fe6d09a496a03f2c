import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { openPostgres } from '../../src/db/client';
import { createTestConfig } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database, ready for app.inject(). Close it in afterAll/afterEach. */
export async function buildTestApp(
  configOverrides: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'wrapDeps'> = {},
): Promise<TestApp> {
  const config = createTestConfig(configOverrides);
  const testDatabase = await createTestDatabase();
  const app = await buildApp({
    config,
    database: testDatabase.database,
    logger: false,
    webDist: undefined,
    wrapDeps: options.wrapDeps,
  });
  await app.ready();
  return {
    app,
    config,
    testDatabase,
    async close() {
      await app.close();
      await testDatabase.cleanup();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}

/**
 * A second server on the test's PostgreSQL database (postgres runs only), as another instance behind the
 * same load balancer: what one instance changes must reach the other through LISTEN/NOTIFY.
 */
export async function buildSecondInstance(
  first: TestApp,
  configOverrides: Record<string, string> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (!first.testDatabase.url) throw new Error('the PostgreSQL test database has no url');
  const database = openPostgres(first.testDatabase.url, 3);
  const app = await buildApp({
    config: createTestConfig({ ...configOverrides, DATABASE_URL: first.testDatabase.url }),
    database,
    logger: false,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
