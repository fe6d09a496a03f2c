import path from 'node:path';
import { type SpawnedServer, spawnServer } from '@sitewatch/server/testing';

/**
 * The build to start: this checkout, or BENCH_BUILD naming another folder with the same layout
 * (apps/server/dist, apps/web/dist), e.g. a copy of the build before a change, for before/after figures.
 */
const buildRoot = process.env.BENCH_BUILD ? path.resolve(process.env.BENCH_BUILD) : undefined;

/** The server as benchmarks see it: `child.pid` is read for RSS and CPU figures. */
export type RunningServer = SpawnedServer;

/** Starts the built server (npm run build first) as production runs it, on a loopback port with a fresh data folder. */
export async function startServer(options: {
  port: number;
  env?: Record<string, string>;
  /** Another build than BENCH_BUILD (or this checkout), for benches that run two builds interleaved. */
  buildRoot?: string;
}): Promise<RunningServer> {
  const root = options.buildRoot ?? buildRoot;
  return spawnServer({
    port: options.port,
    host: '127.0.0.1',
    ...(root ? { buildRoot: root } : {}),
    // A loaded machine can take minutes to open PGlite for the first time.
    startTimeoutMs: Number(process.env.BENCH_START_TIMEOUT_MS ?? 300_000),
    loadShedding: true,
    env: { NODE_ENV: 'production', EMBEDDED_OIDC_ENABLED: 'true', ...options.env },
  });
}
