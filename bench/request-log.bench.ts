// What it measures (issue "Speed where it still hurts", part 4): the CPU share of request logging on the
// cached open list (1,000 issues, PGlite, c=32, no jobs), from /proc: CPU per request with the production log
// level (info: a line per request) next to the same server logging warnings only (no request lines), so
// share = 1 − quiet / logging. Also LOG_REQUEST_SAMPLE=0.1. Interleaved round by round, medians of BENCH_ROUNDS
// (3) runs of BENCH_SECONDS (8) each; BENCH_BASELINE_BUILD=<folder> measures another build (e.g. the one before a
// change) in the same rounds. Target: ≤ 10 %. Port BENCH_PORT (default 3185).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@sitewatch/server/testing';
import autocannon from 'autocannon';
import { cpuMs, loadAverage, median, round } from './lib/figures';
import { seedOpenIssues } from './lib/seed-open-issues';
import { startServer } from './lib/start-server';

const port = Number(process.env.BENCH_PORT ?? 3185);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const builds: { label: string; root?: string }[] = [
  ...(process.env.BENCH_BASELINE_BUILD
    ? [{ label: 'baseline build', root: path.resolve(process.env.BENCH_BASELINE_BUILD) }]
    : []),
  { label: process.env.BENCH_BUILD ? 'BENCH_BUILD' : 'this build' },
];
const modes = [
  { label: 'logging (info)', env: { LOG_LEVEL: 'info' } },
  { label: 'quiet (warn)', env: { LOG_LEVEL: 'warn' } },
  { label: 'sampled 0.1', env: { LOG_LEVEL: 'info', LOG_REQUEST_SAMPLE: '0.1' } },
] as const;

async function measure(
  dataDir: string,
  buildRoot: string | undefined,
  env: Record<string, string>,
  list: string,
  cookie: string,
) {
  const server = await startServer({
    port,
    ...(buildRoot ? { buildRoot } : {}),
    env: { DATA_DIR: dataDir, JOBS_ENABLED: 'false', ...env },
  });
  try {
    // Warm: the list cached, the code paths compiled.
    await autocannon({ url: server.url + list, connections: 8, duration: 2, headers: { cookie } });
    const before = cpuMs(server.child.pid);
    const result = await autocannon({
      url: server.url + list,
      connections: 32,
      duration: seconds,
      headers: { cookie },
    });
    const cpu = cpuMs(server.child.pid) - before;
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"request')).length;
    return {
      cpuPerRequestMs: cpu / result.requests.total,
      rate: result.requests.average,
      non2xx: result.non2xx,
      lines,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-request-log-'));
  const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 });
  const { siteIds, cookie } = await seedOpenIssues(database, [1000]);
  await database.close();
  const list = `/api/site/${siteIds[0]}/issues/open`;
  console.log(
    `GET ${list} (1,000 issues, cached) at c=32 for ${seconds} s; ${rounds} rounds; load average ${loadAverage()}`,
  );
  const results = new Map<string, { cpuPerRequestMs: number; rate: number; non2xx: number; lines: number }[]>();
  for (let r = 1; r <= rounds; r++) {
    for (const build of builds) {
      for (const mode of modes) {
        if (build.root && mode.label === 'sampled 0.1') continue;
        const figures = await measure(dataDir, build.root, mode.env, list, cookie);
        const key = `${build.label} | ${mode.label}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
        console.log(
          `round ${r}, ${key}: ${round(figures.cpuPerRequestMs * 1000)} µs CPU per request, ${Math.round(figures.rate)} req/s, ${figures.lines} request lines, non-2xx ${figures.non2xx}; load ${loadAverage()}`,
        );
      }
    }
  }
  console.log(`\nMedians of ${rounds} rounds; load average now ${loadAverage()}`);
  const cpu = (key: string) => median((results.get(key) ?? []).map((row) => row.cpuPerRequestMs));
  console.table(
    builds.map((build) => {
      const logging = cpu(`${build.label} | logging (info)`);
      const quiet = cpu(`${build.label} | quiet (warn)`);
      const sampled = cpu(`${build.label} | sampled 0.1`);
      return {
        build: build.label,
        'µs/request logging': round(logging * 1000),
        'µs/request quiet': round(quiet * 1000),
        'logging share %': round((1 - quiet / logging) * 100),
        'µs/request sampled 0.1': Number.isNaN(sampled) ? '' : round(sampled * 1000),
        'sampled share %': Number.isNaN(sampled) ? '' : round((1 - quiet / sampled) * 100),
      };
    }),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
