// What it measures (issue "Speed where it still hurts", part 2): the background sweeps must never stall the
// server. PGlite, 10,000 issues on five sites: 5,000 of them from the last hour whose notifications and
// `issue.created` webhook deliveries were never queued (an instance died), 5,000 older ones long done. While the
// notification and webhook sweeps (cron, every minute) work through that backlog, 32 clients read a site's
// cached open list (1,000 issues) with autocannon; the bench reports the 503s (load shedding), the event loop's
// longest block in the server process (perf_hooks monitorEventLoopDelay, lib/event-loop-probe.mjs; also in CPU
// time, which a machine shared with other work does not swell) and the
// list's throughput next to the same build on the same data with no job running (JOBS_ENABLED=false),
// interleaved round by round, medians of BENCH_ROUNDS (3). BENCH_BASELINE_BUILD=<folder> runs another build
// (e.g. the one before a change, same layout as BENCH_BUILD) in the same rounds. Targets: 0 × 503 and a longest
// block ≤ 50 ms. Ports BENCH_PORT (default 3181) and the next one (the webhook receiver).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@sitewatch/server/testing';
import autocannon from 'autocannon';
import { eventLoopProbeEnv, readEventLoop } from './lib/event-loop-report';
import { loadAverage, median, round } from './lib/figures';
import { seedPendingSweeps } from './lib/seed-pending-sweeps';
import { type RunningServer, startServer } from './lib/start-server';

const port = Number(process.env.BENCH_PORT ?? 3181);
const receiverPort = port + 1;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const sliceSeconds = 5;
/** A sweep run that has not finished after this long counts as stalled (the bench stops waiting). */
const maxWindowSeconds = Number(process.env.BENCH_MAX_WINDOW_SECONDS ?? 180);
/** Start-up work (migrations, the job queue's tables, the intake's models) is over by then. */
const settleMs = 6_000;
/**
 * The backlog turns pending this long after the server is started, so the sweeps' first run falls inside the
 * measured window, not in start-up (the job queue runs its minute schedules as soon as it starts).
 */
const pendingAfterMs = Number(process.env.BENCH_PENDING_AFTER_MS ?? 45_000);
const sweepsDone = [
  'queued notifications for issues that missed them',
  'queued webhook deliveries for events that missed them',
];
const builds: { label: string; root?: string }[] = [
  ...(process.env.BENCH_BASELINE_BUILD
    ? [{ label: 'baseline build', root: path.resolve(process.env.BENCH_BASELINE_BUILD) }]
    : []),
  { label: process.env.BENCH_BUILD ? 'BENCH_BUILD' : 'this build' },
];

let delivered = 0;
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    delivered += 1;
    response.writeHead(204).end();
  });
});

interface Window {
  requests: number;
  shed: number;
  errors: number;
  seconds: number;
  maxBlockMs: number;
  /** The longest block in CPU time (lib/event-loop-probe.mjs): what it would be without waits for a core. */
  maxBlockCpuMs: number;
  p99DelayMs: number;
}

/** Reads the list in slices of a few seconds until `isDone` (checked after each slice) or `maxSlices`. */
async function readListWhile(
  server: RunningServer,
  listPath: string,
  cookie: string,
  isDone: (slices: number) => boolean,
  probeFile: string,
): Promise<Window> {
  await readEventLoop(server, probeFile);
  const window: Window = {
    requests: 0,
    shed: 0,
    errors: 0,
    seconds: 0,
    maxBlockMs: 0,
    maxBlockCpuMs: 0,
    p99DelayMs: 0,
  };
  const startedAt = performance.now();
  for (let slices = 0; !isDone(slices) && window.seconds < maxWindowSeconds; slices++) {
    const result = await autocannon({
      url: server.url + listPath,
      connections: 32,
      duration: sliceSeconds,
      headers: { cookie },
    });
    window.requests += result.requests.total;
    window.errors += result.errors;
    window.shed += Number(
      (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats?.['503']?.count ??
        0,
    );
    // Wall time, not the slices' nominal length: a blocked server stretches a slice.
    window.seconds = (performance.now() - startedAt) / 1000;
  }
  const loop = await readEventLoop(server, probeFile);
  window.maxBlockMs = loop.maxMs;
  window.maxBlockCpuMs = loop.maxCpuMs;
  window.p99DelayMs = loop.p99Ms;
  return window;
}

async function runOnce(options: {
  template: string;
  buildRoot?: string;
  jobs: boolean;
  listPath: string;
  cookie: string;
  slices?: number;
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-sweeps-'));
  fs.cpSync(options.template, dataDir, { recursive: true });
  // The backlog's issues were "created" so that they are a minute old (due for the sweeps) only once the window
  // has begun; each run shifts them again.
  const pendingAt = Date.now() + pendingAfterMs;
  const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 });
  await database.executeSql(
    "UPDATE issues SET created_at = $1::timestamptz - interval '61 seconds' WHERE notifications_queued_at IS NULL",
    [new Date(pendingAt).toISOString()],
  );
  await database.close();
  const probeFile = path.join(dataDir, 'event-loop.json');
  delivered = 0;
  const server = await startServer({
    port,
    ...(options.buildRoot ? { buildRoot: options.buildRoot } : {}),
    env: {
      DATA_DIR: dataDir,
      JOBS_ENABLED: String(options.jobs),
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      LOG_LEVEL: 'warn',
      ...eventLoopProbeEnv(probeFile),
    },
  });
  try {
    // The list is computed once and cached: read it before the window, then let start-up work finish.
    for (let i = 0; i < 3; i++) await fetch(server.url + options.listPath, { headers: { cookie: options.cookie } });
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const startedAt = Date.now();
    if (options.slices === undefined && startedAt > pendingAt) {
      console.log(
        `  (the server took long to start: the backlog was due ${round((startedAt - pendingAt) / 1000)} s before the window)`,
      );
    }
    let doneAfterSeconds = Number.NaN;
    const window = await readListWhile(
      server,
      options.listPath,
      options.cookie,
      (slices) => {
        if (options.slices !== undefined) return slices >= options.slices;
        const isDone = sweepsDone.every((line) => server.output().includes(line));
        if (isDone && Number.isNaN(doneAfterSeconds)) {
          doneAfterSeconds = (Date.now() - startedAt) / 1000;
          return false;
        }
        // One more slice after both sweeps logged their run: the jobs they queued are running then.
        return isDone;
      },
      probeFile,
    );
    const outbox = path.join(dataDir, 'outbox');
    const emails = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
    return { ...window, delivered, emails, doneAfterSeconds };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve));
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-sweeps-template-'));
  const database = await openDatabase({ DATA_DIR: template, DATABASE_POOL_SIZE: 1 });
  const seeded = await seedPendingSweeps(database, {
    sites: 5,
    pendingPerSite: 1000,
    webhookUrl: `http://127.0.0.1:${receiverPort}/hooks/bench`,
  });
  await database.close();
  const listPath = `/api/site/${seeded.siteIds[0]}/issues/open`;
  console.log(
    `PGlite, 10,000 issues (5,000 pending notifications and webhook events), GET ${listPath} (1,000 issues) at c=32; ${rounds} rounds; load average at start ${loadAverage()}`,
  );

  const figures = new Map<
    string,
    { sweep: Awaited<ReturnType<typeof runOnce>>; idle: Awaited<ReturnType<typeof runOnce>> }[]
  >();
  for (let r = 1; r <= rounds; r++) {
    for (const build of builds) {
      const sweep = await runOnce({ template, buildRoot: build.root, jobs: true, listPath, cookie: seeded.cookie });
      const idle = await runOnce({
        template,
        buildRoot: build.root,
        jobs: false,
        listPath,
        cookie: seeded.cookie,
        slices: Math.max(2, Math.round(sweep.seconds / sliceSeconds)),
      });
      const rows = figures.get(build.label) ?? [];
      rows.push({ sweep, idle });
      figures.set(build.label, rows);
      console.log(
        `round ${r}, ${build.label}: sweeps ${sweep.requests} requests in ${round(sweep.seconds)} s, ${sweep.shed} × 503, longest block ${round(sweep.maxBlockMs)} ms (${round(sweep.maxBlockCpuMs)} ms of CPU; p99 ${round(sweep.p99DelayMs)} ms), sweeps logged after ${round(sweep.doneAfterSeconds)} s, ${sweep.delivered} webhooks delivered, ${sweep.emails} emails; idle ${idle.requests} requests in ${round(idle.seconds)} s, ${idle.shed} × 503, longest block ${round(idle.maxBlockMs)} ms (${round(idle.maxBlockCpuMs)} ms of CPU); load ${loadAverage()}`,
      );
    }
  }

  console.log(
    `\nMedians of ${rounds} rounds (targets: 0 × 503, longest block ≤ 50 ms); load average now ${loadAverage()}`,
  );
  console.table(
    [...figures].map(([label, rows]) => {
      const sweepRate = median(rows.map((row) => row.sweep.requests / row.sweep.seconds));
      const idleRate = median(rows.map((row) => row.idle.requests / row.idle.seconds));
      return {
        build: label,
        '503 during sweeps': median(rows.map((row) => row.sweep.shed)),
        'longest block ms': round(median(rows.map((row) => row.sweep.maxBlockMs))),
        'worst round ms': round(Math.max(...rows.map((row) => row.sweep.maxBlockMs))),
        'longest block CPU ms': round(median(rows.map((row) => row.sweep.maxBlockCpuMs))),
        'list req/s, sweeps': Math.round(sweepRate),
        'list req/s, no jobs': Math.round(idleRate),
        ratio: (sweepRate / idleRate).toFixed(2),
        'idle longest block ms': round(median(rows.map((row) => row.idle.maxBlockMs))),
        'idle block CPU ms': round(median(rows.map((row) => row.idle.maxBlockCpuMs))),
        'webhooks delivered': median(rows.map((row) => row.sweep.delivered)),
      };
    }),
  );
  fs.rmSync(template, { recursive: true, force: true });
  receiver.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
