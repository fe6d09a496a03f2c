import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Each run gets a fresh data folder, so journeys start from an empty product.
const port = Number(process.env.E2E_PORT ?? 3100);
process.env.E2E_PORT = String(port);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Two journeys at a time, on the two cores: each makes its own manager, site and visitors on the one
  // server, and journeys that start servers of their own use ports of their own.
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Bounds, not speeds: on two cores with both busy (a load average of 8) a journey takes about twice as long
  // as on a quiet machine, and a step waits for its condition, never for a fixed time.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    // A trace records every action's screenshots and DOM: about a quarter of the journeys' CPU, for a file that
    // only a developer reading a failure locally opens. E2E_TRACE=1 (or --trace on) records it.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  // The built server on `port`, started by spawnServer like every other test's server (global-setup.ts).
  globalSetup: './global-setup.ts',
});
