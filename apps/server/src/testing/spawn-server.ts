import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SpawnServerOptions {
  port: number;
  /** Settings on top of the test defaults (NODE_ENV=test, loopback, a fresh DATA_DIR, a test APP_SECRET). */
  env?: Record<string, string>;
  /**
   * 'built' runs apps/server/dist/main.js (npm run build first), as e2e journeys and benchmarks do;
   * 'source' runs src/main.ts through tsx, as the server's own tests do.
   */
  from?: 'built' | 'source';
  /** Another checkout's root with the same layout (before/after benchmarks); this one by default. */
  buildRoot?: string;
  /** The host of `url`: localhost by default, so browsers treat the page as a secure context. */
  host?: 'localhost' | '127.0.0.1';
  /** Keeps the parent's environment (PATH, TEST_DATABASE_URL…); false passes only PATH and HOME. */
  inheritEnv?: boolean;
  /** How long a start may take before it counts as failed; first PGlite starts are slow on busy machines. */
  startTimeoutMs?: number;
  /**
   * Load shedding as configured in production (on for benchmarks). Off by default: on a busy test machine
   * the event loop's delay passes its limit and journeys would get 503 "busy" answers that measure the machine.
   */
  loadShedding?: boolean;
  /** False returns once spawned, for a start that is meant to fail (its exit code is in `exited`). */
  waitForHealth?: boolean;
}

export interface SpawnedServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** The process's exit code once it has exited (null after a signal). */
  exited: Promise<number | null>;
  /** Milliseconds from spawning the process to its first 200 on /api/health. */
  startMs: number;
  /** Everything the process printed. */
  output(): string;
  /** SIGTERM, wait for the graceful exit, remove the data folder. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown hooks, like a power cut; the data folder stays for a restart. */
  kill9(): Promise<void>;
}

/**
 * Starts a Sitewatch server process on a loopback port and waits for its first 200 on /api/health.
 * The one way e2e journeys, benchmarks and server tests start a real server.
 */
export async function spawnServer(options: SpawnServerOptions): Promise<SpawnedServer> {
  const { port, from = 'built', host = 'localhost', inheritEnv = true } = options;
  const dataDir = options.env?.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-server-'));
  const url = `http://${host}:${port}`;
  const root = options.buildRoot ? path.join(options.buildRoot, 'apps/server') : serverDir;
  const args = from === 'built' ? [path.join(root, 'dist/main.js')] : ['--import', 'tsx', 'src/main.ts'];
  const baseEnv = inheritEnv ? process.env : { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...baseEnv,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_SECRET: 'test-secret-test-secret-test-secret-spawned',
      // A process starting from source under load compiles modules while its first connection is open, and
      // production's 5 s ran out at a load average of 10; these servers are not testing connect timeouts.
      DATABASE_CONNECT_TIMEOUT_MS: '30000',
      ...(options.loadShedding ? {} : { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', LOAD_MAX_HEAP_MB: '0' }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const removeDataDir = () => {
    if (!options.env?.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (isRunning()) child.kill('SIGTERM');
    await exited;
    removeDataDir();
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  for (;;) {
    if (options.waitForHealth === false) {
      // Nobody stops a start that is meant to fail: its own data folder goes when it exits.
      void exited.then(removeDataDir);
      break;
    }
    if (!isRunning()) {
      removeDataDir();
      throw new Error(`the server on port ${port} exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    }
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on port ${port} did not answer /api/health in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    dataDir,
    child,
    exited,
    startMs: performance.now() - spawnedAt,
    output: () => output,
    stop,
    async kill9() {
      if (isRunning()) child.kill('SIGKILL');
      await exited;
    },
  };
}
