import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../../src/config';

/** A valid configuration on embedded defaults with a throwaway data folder. */
export function createTestConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    // Load shedding off: a busy CI machine must not turn test requests into 503s (its own test turns it on).
    LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    LOAD_MAX_HEAP_MB: '0',
    // One email per issue, as suites that count notification emails expect (the digest test sets a window).
    NOTIFICATION_DIGEST_WINDOW_SECONDS: '0',
    ...overrides,
  });
}
