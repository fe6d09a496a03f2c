import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The build to start: this checkout, or BENCH_BUILD naming another folder with the same layout
 * (apps/server/dist, apps/web/dist), e.g. a copy of the build before a change, for before/after figures.
 */
const buildRoot = process.env.BENCH_BUILD ? path.resolve(process.env.BENCH_BUILD) : root;

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Milliseconds from spawning the process to its first 200 on /api/health. */
  startMs: number;
  stop(): Promise<void>;
}

/** Starts the built server (npm run build first) on a loopback port with a fresh data folder. */
export async function startServer(options: { port: number; env?: Record<string, string> }): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-'));
  const url = `http://127.0.0.1:${options.port}`;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [path.join(buildRoot, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      EMBEDDED_OIDC_ENABLED: 'true',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A loaded machine can take minutes to open PGlite for the first time.
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS ?? 300_000);
  let startMs = Number.NaN;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        startMs = performance.now() - spawnedAt;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (Number.isNaN(startMs)) {
    child.kill('SIGTERM');
    throw new Error(`the server on ${url} did not answer /api/health in time`);
  }
  return {
    url,
    dataDir,
    process: child,
    startMs,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
