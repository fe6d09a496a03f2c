#!/usr/bin/env node
// Prints the timings `npm test` recorded in .timings/: each step, then the slowest test files and journeys.
// `node scripts/test-timings.mjs` prints every file; `--top N` only the N slowest of each kind.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, '.timings');
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : Number.POSITIVE_INFINITY;
const seconds = (ms) => (ms / 1000).toFixed(1);
const read = (name) => {
  const file = path.join(folder, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};

const steps = read('steps.json') ?? [];
console.log('\nStep timings (s)');
console.table(Object.fromEntries(steps.map((step) => [step.name, Number(step.seconds.toFixed(1))])));

const files = [];
for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
  const match = /^vitest-(.+)\.json$/.exec(name);
  if (!match) continue;
  for (const result of read(name).testResults) {
    files.push({
      suite: match[1],
      file: path.relative(root, result.name),
      tests: result.assertionResults.length,
      seconds: Number(seconds(result.endTime - result.startTime)),
    });
  }
}
files.sort((a, b) => b.seconds - a.seconds);
const shown = files.slice(0, top);
console.log(
  `\nTest files by time (${shown.length} of ${files.length}; from the first test to the last, set-up included)`,
);
console.table(shown);

const journeys = [];
const walk = (suite, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const duration = test.results.reduce((sum, result) => sum + result.duration, 0);
      journeys.push({
        journey: [...titles, spec.title].filter(Boolean).join(' › ').slice(0, 110),
        seconds: Number(seconds(duration)),
      });
    }
  }
  for (const child of suite.suites ?? []) walk(child, [...titles, child.title.endsWith('.ts') ? '' : child.title]);
};
const playwright = read('playwright.json');
for (const suite of playwright?.suites ?? []) walk(suite, [suite.file ?? suite.title]);
journeys.sort((a, b) => b.seconds - a.seconds);
if (journeys.length > 0) {
  console.log(`\nJourneys by time (${Math.min(top, journeys.length)} of ${journeys.length})`);
  console.table(journeys.slice(0, top));
}
