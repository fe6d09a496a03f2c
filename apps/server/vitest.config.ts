import { configDefaults, defineConfig } from 'vitest/config';

// Every server test runs on PGlite; when TEST_DATABASE_URL is set, all of them run again on PostgreSQL.
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    projects: databases.map((db) => ({
      extends: true,
      test: {
        name: db,
        env: { TEST_DB: db },
        ...(db === 'pglite' ? { globalSetup: ['test/support/pglite-template.ts'] } : {}),
        // Pure unit tests beside the code need no second run; database-backed tests live in test/. The intake's
        // quality suites (test/intake) measure HTTP and domain logic on held-out corpora: one database is enough.
        include: db === 'pglite' ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : ['test/**/*.test.ts'],
        exclude: [...configDefaults.exclude, ...(db === 'pglite' ? [] : ['test/intake/**'])],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
