import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { type Database, openPostgres } from '../../src/db/client';
import { createTestConfig } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

/** What a test may change about the app it builds; everything else is the real app on a fresh database. */
export interface TestAppOptions extends Pick<BuildAppOptions, 'wrapDeps' | 'webDist'> {
  /**
   * The test's own database (one that counts queries, or one behind a proxy that cuts connections), which the
   * test closes; by default a fresh test database, dropped on close.
   */
  database?: Database;
  /** The app's logger (a level and a stream the test reads); none by default. */
  logger?: BuildAppOptions['logger'];
  /** Runs before the app is ready: a route the test adds (one that fails the way a bug would). */
  beforeReady?: (app: FastifyInstance) => void;
}

/** The real app, ready for app.inject(): the one way the server's tests build it. Close it in afterAll/afterEach. */
export async function buildTestApp(
  configOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = createTestConfig(configOverrides);
  const testDatabase: TestDatabase = options.database
    ? { database: options.database, cleanup: async () => {} }
    : await createTestDatabase();
  const app = await buildApp({
    config,
    database: testDatabase.database,
    logger: options.logger ?? false,
    webDist: options.webDist,
    wrapDeps: options.wrapDeps,
  });
  options.beforeReady?.(app);
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
