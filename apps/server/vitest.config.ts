import { configDefaults, defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './test/support/slow-first-sequencer';

/**
 * The suites that test database behaviour: SQL, transactions and races, locks, LISTEN/NOTIFY, the job queue,
 * sweeps, the stores shared across instances. They run on PGlite and, when TEST_DATABASE_URL is set, again on
 * PostgreSQL. Every other test (HTTP contracts, validation, authorization, the assistant, rendering) checks
 * logic that does not depend on the database server and runs on PGlite only: PGlite is PostgreSQL's own
 * engine, so SQL that passes there is the same SQL; what differs is the server around it (connections, other
 * processes, concurrency), and that is what these suites exercise. README.md, "Tests", lists both.
 */
export const databaseSuites = [
  'test/db/**/*.test.ts',
  'test/background-jobs/**/*.test.ts',
  'test/live/**/*.test.ts',
  'test/auth/access-cache.test.ts',
  'test/auth/embedded-provider.test.ts',
  'test/auth/sessions.test.ts',
  'test/files/cleanup.test.ts',
  'test/hardening/database-faults.test.ts',
  'test/hardening/database-outage.test.ts',
  'test/hardening/shared-rate-limits.test.ts',
  'test/history/**/*.test.ts',
  'test/insights/**/*.test.ts',
  'test/duplicates/duplicate-detection.test.ts',
  'test/feedback/public-site-cache.test.ts',
  'test/issues/open-issues*.test.ts',
  'test/issues/resolve-issue.test.ts',
  'test/visitor-reports/visitor-fixed-email-sweep.test.ts',
  'test/visitor-reports/visitor-reports.test.ts',
  'test/members/members.test.ts',
  'test/notifications/**/*.test.ts',
  'test/portfolio/**/*.test.ts',
  'test/public-issues/create-issue.test.ts',
  'test/reports/site-report.test.ts',
  'test/response-targets/**/*.test.ts',
  'test/webhooks/webhook-sweep.test.ts',
  'test/weekly-summary/**/*.test.ts',
];

/**
 * What differs between Node versions: starting the server, the database clients (PGlite's WebAssembly, pg),
 * the job queue, live streams, sign-in crypto, files and PDF rendering. With TEST_SCOPE=runtime only these
 * run: the CI leg on a second Node version (scripts/test.mjs --runtime) checks them instead of everything.
 */
const runtimeSuites = [
  ...databaseSuites,
  'src/startup.test.ts',
  'src/db/**/*.test.ts',
  'test/app/**/*.test.ts',
  'test/auth/embedded-provider-startup.test.ts',
  'test/files/**/*.test.ts',
  'test/mail/**/*.test.ts',
  'test/reports/**/*.test.ts',
];

/**
 * Suites that measure the server under load it makes itself (load shedding as in production): beside other
 * test workers on two cores, the CPU they take trips the shedding the suite asserts stays off (3 of 45 chat
 * turns refused once). They run as the project `load`, alone, after the others (scripts/test.mjs).
 */
const aloneSuites = ['test/hardening/body-lever.test.ts'];

const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
/**
 * Measurements, not guards: `danger-round` and `place-round` play a new round of reports over HTTP once, before
 * anything is chosen on it (test/intake/danger-round.measure.ts, place-round.measure.ts). Each exists only when
 * DANGER_ROUND or PLACE_ROUND names the round's folder.
 */
const measurements = [
  ...(process.env.DANGER_ROUND ? ['danger-round'] : []),
  ...(process.env.PLACE_ROUND ? ['place-round'] : []),
];
const runtimeOnly = process.env.TEST_SCOPE === 'runtime';
const suitesOf = (project: string) => {
  if (project === 'postgres') return databaseSuites;
  if (project === 'load') return runtimeOnly ? [] : aloneSuites;
  if (project === 'danger-round') return ['test/intake/danger-round.measure.ts'];
  if (project === 'place-round') return ['test/intake/place-round.measure.ts'];
  return runtimeOnly ? runtimeSuites : ['src/**/*.test.ts', 'test/**/*.test.ts'];
};

export default defineConfig({
  test: {
    // Test files do not share state (each has its own database, data folder and ports), so both cores work,
    // and a worker keeps the modules it loaded for its next file: importing the server again for each of
    // 115 files cost more than a third of the run. A test about a fresh process's module state resets them.
    maxWorkers: 2,
    isolate: false,
    sequence: { sequencer: SlowFirstSequencer },
    // expect.poll waits for background work (a job's email, a live notice): its default second is a bound a
    // busy 2-core machine missed once (a contractor's second job link), not a promise the product makes.
    expect: { poll: { timeout: 15_000 } },
    projects: [...databases, 'load', ...measurements].map((project) => ({
      extends: true,
      test: {
        name: project,
        env: { TEST_DB: project === 'postgres' ? 'postgres' : 'pglite' },
        // One migrated template per run and database kind; each test file's database is a copy of it.
        globalSetup: [project === 'postgres' ? 'test/support/postgres-template.ts' : 'test/support/pglite-template.ts'],
        // Pure unit tests beside the code need no second run; database-backed tests live in test/.
        include: suitesOf(project),
        exclude: project === 'load' ? configDefaults.exclude : [...configDefaults.exclude, ...aloneSuites],
        // Bounds that hold with both cores busy (a load average of 8), not speeds.
        testTimeout: 60_000,
        hookTimeout: 120_000,
      },
    })),
  },
});
