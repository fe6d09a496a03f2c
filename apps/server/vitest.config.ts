import { defineConfig } from 'vitest/config';

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
        // Pure unit tests beside the code need no second run; database-backed tests live in test/.
        include: db === 'pglite' ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : ['test/**/*.test.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
