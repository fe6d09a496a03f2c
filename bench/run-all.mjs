#!/usr/bin/env node
// Runs every benchmark (files named *.bench.ts) one after another against the built product.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
for (const file of files) {
  console.log(`\n### ${file}`);
  // Arguments after the name filter go to each benchmark (e.g. `feedback-bundle --built`).
  const result = spawnSync('npx', ['tsx', path.join(here, file), ...process.argv.slice(3)], {
    stdio: 'inherit',
    cwd: here,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
