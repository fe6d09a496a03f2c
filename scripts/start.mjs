#!/usr/bin/env node
// `npm start`: installs what is missing, builds, and runs Sitewatch on embedded defaults.
// Uses only Node built-ins, so it works on a fresh clone before anything is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const installedMarker = path.join(root, 'node_modules', '.package-lock.json');
const lockfile = path.join(root, 'package-lock.json');
const needsInstall =
  !fs.existsSync(installedMarker) || fs.statSync(lockfile).mtimeMs > fs.statSync(installedMarker).mtimeMs;
if (needsInstall) {
  console.log('Installing dependencies (first run only)…');
  run(['ci', '--no-audit', '--no-fund']);
}

console.log('Building the web app and the server…');
run(['run', 'build']);

// Supervised: a crash starts the server again (with a growing delay), so one bad moment does not leave the
// site down; bad settings stop it for good (exit code 78).
process.chdir(root);
process.exit(await supervise(['apps/server/dist/main.js']));
