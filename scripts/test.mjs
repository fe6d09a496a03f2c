#!/usr/bin/env node
// `npm test`: every check and test suite, in order from fastest to slowest; stops at the first failure.
// `npm test -- --runtime`: only what differs between Node versions (see runtimeSteps).
// Each run records its timings in .timings/ (steps, every test file, every journey) and prints the slowest;
// `node scripts/test-timings.mjs` prints the whole table again.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings = path.join(root, '.timings');
fs.rmSync(timings, { recursive: true, force: true });
fs.mkdirSync(timings, { recursive: true });

/** Vitest in one workspace, with its per-file timings written beside the others. */
const vitest = (workspace, name) => [
  'run',
  'test',
  '-w',
  workspace,
  '--',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(timings, `vitest-${name}.json`)}`,
];

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const workspaces = ['@sitewatch/server', '@sitewatch/web', '@sitewatch/shared', '@sitewatch/e2e', '@sitewatch/bench'];
const e2e = ['run', 'e2e', '-w', '@sitewatch/e2e', '--', '--reporter=list,json'];
/**
 * The server's tests: on PGlite and, when TEST_DATABASE_URL is set, the database suites on PostgreSQL beside
 * them, as two Vitest runs at once. Most PostgreSQL files wait (servers killed and restarted, frozen
 * connections timing out, job retries), so a third worker (the PostgreSQL run has one) fills those waits
 * with PGlite files instead of leaving a core idle; one after the other they took 207 + 89 s.
 */
const serverStep = (what) =>
  postgres
    ? [
        `${what} on PGlite and PostgreSQL, side by side (server)`,
        {
          together: [
            [...vitest('@sitewatch/server', 'server-pglite'), '--project', 'pglite'],
            [...vitest('@sitewatch/server', 'server-postgres'), '--project', 'postgres', '--maxWorkers', '1'],
          ],
        },
      ]
    : [`${what} on PGlite (server)`, [...vitest('@sitewatch/server', 'server-pglite'), '--project', 'pglite']];

/** The production build: the journeys run it, and so do the server's tests that start a server process. */
const build = ['build', ['run', 'build']];

/** Everything, in order from fastest to slowest. */
const allSteps = [
  ['lint, format and unused code (Biome, knip)', ['run', 'lint']],
  ['typecheck (every workspace, two at a time)', { together: workspaces.map((w) => ['run', 'typecheck', '-w', w]) }],
  ['unit tests (shared)', vitest('@sitewatch/shared', 'shared')],
  ['unit tests (web)', vitest('@sitewatch/web', 'web')],
  // Before the server's tests: the ones that start a server process start this build (TEST_SERVER, below).
  build,
  serverStep('unit, API and database tests'),
  // Alone on the machine: what it asserts (load shedding stays off for visitors) depends on the CPU it gets.
  ['load test, alone (server)', [...vitest('@sitewatch/server', 'server-load'), '--project', 'load']],
  // The visitor page's weight is a product promise (phones on weak networks): over budget, or with zod or
  // dashboard code on its first load, is a failure like any other test; so is a dashboard first load above
  // 1.4× a minimal React + router page, or a rarely used screen on the live list route.
  [
    'feedback page and dashboard bundle budgets',
    ['run', 'bench', '-w', '@sitewatch/bench', '--', 'feedback-bundle', '--built'],
  ],
  ['end-to-end tests (Playwright, Chromium)', e2e],
];

/**
 * `--runtime`: what differs between Node versions, for a second Node version in CI (README, "Tests"): the
 * build, the server's start-up and runtime suites on both databases (vitest.config.ts, TEST_SCOPE) and the
 * journeys tagged @smoke. Lint, types, the web and shared units, the quality suites and the other journeys
 * do not depend on the Node version that runs them.
 */
const runtimeSteps = [
  build,
  serverStep('start-up and runtime suites'),
  ['smoke journeys (Playwright, Chromium)', [...e2e, '--grep', '@smoke']],
];

const runtimeOnly = process.argv.includes('--runtime');
const steps = runtimeOnly ? runtimeSteps : allSteps;

const started = Date.now();
const stepTimes = [];
const env = {
  ...process.env,
  PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(timings, 'playwright.json'),
  ...(runtimeOnly ? { TEST_SCOPE: 'runtime' } : {}),
};
/** Runs one npm command with its output on this terminal; returns its exit code. */
const run = (args) => spawnSync(npm, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

/**
 * Runs independent npm commands two at a time (one per core); each command's output is printed whole when it
 * ends, so outputs do not interleave, and a failed command's output is printed after all the others, so the
 * end of the log (all a CI summary may keep) names what failed. Resolves to the first non-zero exit code, or 0.
 */
async function runTogether(commands) {
  const queue = [...commands];
  const failedOutputs = [];
  let status = 0;
  const lane = async () => {
    for (let args = queue.shift(); args; args = queue.shift()) {
      const child = spawn(npm, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const code = await new Promise((resolve) => child.on('close', (exitCode) => resolve(exitCode ?? 1)));
      if (code === 0) process.stdout.write(output);
      else failedOutputs.push(output);
      if (code !== 0 && status === 0) status = code;
    }
  };
  await Promise.all([lane(), lane()]);
  for (const output of failedOutputs) process.stdout.write(output);
  return status;
}

for (const [name, command] of steps) {
  console.log(`\n=== ${name}`);
  const stepStarted = Date.now();
  const status = Array.isArray(command) ? run(command) : await runTogether(command.together);
  stepTimes.push({ name, seconds: (Date.now() - stepStarted) / 1000, passed: status === 0 });
  // From here on the server's tests start server processes from this build, not from source through tsx
  // (apps/server/test/support/server-under-test.ts): the same code, without compiling it at every start.
  if (command === build[1] && status === 0) env.TEST_SERVER = 'built';
  fs.writeFileSync(path.join(timings, 'steps.json'), JSON.stringify(stepTimes, null, 2));
  if (status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(status);
  }
  console.log(`✓ ${name} (${((Date.now() - stepStarted) / 1000).toFixed(0)} s)`);
}
spawnSync(process.execPath, [path.join(root, 'scripts', 'test-timings.mjs'), '--top', '12'], { stdio: 'inherit' });
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
