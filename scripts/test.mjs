#!/usr/bin/env node
// `npm test`: every check and test suite, in order from fastest to slowest; stops at the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const steps = [
  ['lint, format and unused code (Biome, knip)', ['run', 'lint']],
  ['typecheck (every workspace)', ['run', 'typecheck']],
  ['unit and API tests (shared, server, web)', ['run', 'test:unit']],
  ['build', ['run', 'build']],
  // The visitor page's weight is a product promise (phones on weak networks): over budget, or with zod or
  // dashboard code on its first load, is a failure like any other test; so is a dashboard first load above
  // 1.4× a minimal React + router page, or a rarely used screen on the live list route.
  ['feedback page and dashboard bundle budgets', ['run', 'bench', '-w', '@sitewatch/bench', '--', 'feedback-bundle']],
  ['end-to-end tests (Playwright, Chromium)', ['run', 'e2e', '-w', '@sitewatch/e2e']],
];

const started = Date.now();
for (const [name, args] of steps) {
  console.log(`\n=== ${name}`);
  const stepStarted = Date.now();
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - stepStarted) / 1000).toFixed(0)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
