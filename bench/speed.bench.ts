// What it measures (issue "speed"): the product next to bare baselines, interleaved in one run, medians.
//  1. GET .../issues/open, 1,000 open issues, c=32, as a browser asks (Accept-Encoding: br, gzip), next to
//     bare Fastify answering JSON.stringify of the same array: req/s, p99, CPU per request (from /proc),
//     on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL.
//  2. A revalidation (If-None-Match → 304) next to GET /api/health of the same server.
//  3. 10,000 open issues: one request for the whole list, and the dashboard's first page of 100 rows (the server
//     pages sites above the threshold; also a filtered page in another sort), next to the bare server's first
//     100 rows and all rows.
//  4. Cold start to the first 200 and idle RSS (PGlite on an empty folder, PostgreSQL), next to bare Fastify.
// BENCH_BUILD=<folder> runs the same against another build (e.g. the one before a change). Every server
// listens on 127.0.0.1 (ports BENCH_PORT, +1 for the bare server; default 44123). The machine is shared:
// absolute figures move with its load, the ratios are the stable part.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase, openPostgres } from '@sitewatch/server/testing';
import autocannon from 'autocannon';
import { seedOpenIssues } from './lib/seed-open-issues';
import { startBareServer, stopBareServer } from './lib/start-bare-server';
import { startServer } from './lib/start-server';

const port = Number(process.env.BENCH_PORT ?? 44123);
const barePort = port + 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** BENCH_PARTS=large (or load,large,start): only those parts; the load runs take most of the CPU. */
const parts = new Set((process.env.BENCH_PARTS ?? 'load,large,start').split(','));
const browserEncoding = { 'accept-encoding': 'gzip, deflate, br' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const round1 = (n: number) => Math.round(n * 10) / 10;

/** User + system CPU time of a process so far, in milliseconds (Linux /proc, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '')) / 1024);
}

interface Load {
  rps: number;
  p99: number;
  cpuPerRequestMs: number;
  non2xx: number;
}
async function load(url: string, pid: number, headers: Record<string, string>): Promise<Load> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: 32, duration: seconds, headers });
  const cpu = cpuMs(pid) - cpuBefore;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuPerRequestMs: cpu / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
  };
}
const summarise = (runs: Load[]) => ({
  rps: Math.round(median(runs.map((r) => r.rps))),
  p99: median(runs.map((r) => r.p99)),
  cpu: round1(median(runs.map((r) => r.cpuPerRequestMs))),
});

/** The bare baseline server, and the time from spawning it to its first answer (the cold-start baseline). */
async function startBare(listFile?: string) {
  const started = performance.now();
  const child = await startBareServer(barePort, listFile);
  return { child, startMs: performance.now() - started, url: `http://127.0.0.1:${barePort}` };
}

/** One GET as a browser sends it: the time to the last byte and the bytes on the wire (not decoded). */
function timeRequest(url: string, headers: Record<string, string>) {
  const started = performance.now();
  return new Promise<{ ms: number; bytes: number; status: number }>((resolve, reject) => {
    // node:http, not fetch: fetch decodes the body and drops Content-Length of a compressed answer, so
    // its byte count was the decoded size, and the decoding was timed too.
    const request = http.get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ ms: performance.now() - started, bytes, status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The first answer after a start: load shedding may answer 503 while the freshly started server settles. */
async function fetchWhenSettled(url: string, headers: Record<string, string>): Promise<Response> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(url, { headers });
    if (res.status !== 503 || Date.now() > deadline) return res;
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const table: Record<string, { product: string; baseline: string; ratio: string }> = {};
const row = (name: string, product: string, baseline: string, ratio: string) => {
  table[name] = { product, baseline, ratio };
  // Printed as it comes too: on a loaded machine a later part may not finish.
  console.log(`| ${name} | ${product} | ${baseline} | ${ratio} |`);
};

async function benchDatabase(label: string, env: Record<string, string>, openSeedDatabase: () => Promise<Database>) {
  const database = await openSeedDatabase();
  const seeded = await seedOpenIssues(database, [1000, 10_000]).finally(() => database.close());
  const server = await startServer({ port, env });
  const pid = server.child.pid ?? 0;
  const listFile = path.join(os.tmpdir(), `sitewatch-bench-list-${process.pid}.json`);
  try {
    const [site1k, site10k] = seeded.siteIds;
    const headers = { cookie: seeded.cookie };
    const url1k = `${server.url}/api/site/${site1k}/issues/open`;
    const first = await fetchWhenSettled(url1k, headers);
    const list = (await first.json()) as unknown[];
    if (first.status !== 200 || list.length !== 1000) throw new Error(`expected 1,000 issues, got ${first.status}`);
    fs.writeFileSync(listFile, JSON.stringify(list));
    const etag = first.headers.get('etag');

    // 1 and 2, interleaved: product list, bare list, 304, health.
    if (parts.has('load')) await benchLoad({ url1k, pid, headers, listFile, etag, serverUrl: server.url, label });

    // 3: 10,000 open issues, one request at a time.
    if (parts.has('large'))
      await benchLargeSite(server.url, site10k ?? '', headers, listFile, label).catch((error: unknown) =>
        console.error(`10,000 issues, ${label}: ${String(error)}`),
      );
  } finally {
    fs.rmSync(listFile, { force: true });
    await server.stop();
  }
}

async function benchLoad(options: {
  url1k: string;
  pid: number;
  headers: Record<string, string>;
  listFile: string;
  etag: string | null;
  serverUrl: string;
  label: string;
}) {
  const { url1k, pid, headers, listFile, etag, label } = options;
  {
    const bare = await startBare(listFile);
    const bareCpu = bare.child.pid ?? 0;
    const runs = { product: [] as Load[], bare: [] as Load[], revalidate: [] as Load[], health: [] as Load[] };
    try {
      for (let i = 0; i < rounds; i++) {
        runs.product.push(await load(url1k, pid, { ...headers, ...browserEncoding }));
        runs.bare.push(await load(`${bare.url}/list`, bareCpu, browserEncoding));
        if (etag)
          runs.revalidate.push(await load(url1k, pid, { ...headers, ...browserEncoding, 'if-none-match': etag }));
        runs.health.push(await load(`${options.serverUrl}/api/health`, pid, {}));
      }
    } finally {
      await stopBareServer(bare.child);
    }
    const p = summarise(runs.product);
    const b = summarise(runs.bare);
    row(
      `open list 1,000, c=32, ${label}`,
      `${p.rps} req/s, p99 ${p.p99} ms, ${p.cpu} ms CPU/req`,
      `bare JSON.stringify: ${b.rps} req/s, p99 ${b.p99} ms, ${b.cpu} ms CPU/req`,
      `${round1(p.rps / b.rps)}× throughput, ${round1(p.cpu / b.cpu)}× CPU`,
    );
    const h = summarise(runs.health);
    if (runs.revalidate.length > 0) {
      const r = summarise(runs.revalidate);
      row(
        `304 revalidation, ${label}`,
        `${r.rps} req/s, p99 ${r.p99} ms, ${r.cpu} ms CPU/req`,
        `/api/health: ${h.rps} req/s, p99 ${h.p99} ms, ${h.cpu} ms CPU/req`,
        `${round1(r.cpu / h.cpu)}× CPU of health`,
      );
    } else {
      row(`304 revalidation, ${label}`, 'no ETag: every request a full 200', `/api/health: ${h.rps} req/s`, '—');
    }
    {
      // fetch asks for gzip by itself unless told otherwise.
      const plain = await timeRequest(url1k, { ...headers, 'accept-encoding': 'identity' });
      const compressed = await timeRequest(url1k, { ...headers, ...browserEncoding });
      row(
        `open list 1,000 bytes, ${label}`,
        `${plain.bytes} B plain, ${compressed.bytes} B with Accept-Encoding; ETag ${etag ? 'yes' : 'no'}`,
        '—',
        `${round1(plain.bytes / compressed.bytes)}× smaller`,
      );
    }
  }
}

async function benchLargeSite(
  serverUrl: string,
  siteId: string,
  headers: Record<string, string>,
  listFile: string,
  label: string,
) {
  const url10k = `${serverUrl}/api/site/${siteId}/issues/open`;
  {
    const list10k = (await (await fetch(url10k, { headers })).json()) as unknown[];
    fs.writeFileSync(listFile, JSON.stringify(list10k));
    const bare10k = await startBare(listFile);
    const times = {
      product: [] as number[],
      firstPage: [] as number[],
      filteredPage: [] as number[],
      page: [] as number[],
      all: [] as number[],
    };
    let productBytes = 0;
    let pageBytes = 0;
    // What the dashboard asks first (issue 12), and a filtered view in another sort.
    const firstPageUrl = `${url10k}?limit=100`;
    const filteredUrl = `${url10k}?limit=100&sort=latest&priority=HIGH,CRITICAL`;
    const firstPage = await fetch(firstPageUrl, { headers });
    if (Array.isArray(await firstPage.json())) throw new Error('10,000 open issues were not paged');
    await (await fetch(filteredUrl, { headers })).arrayBuffer();
    // The three 100-row requests take turns going first: the first after the large answers pays for the
    // client's clean-up of those, which with a fixed order always fell on the same one.
    const smallRequests = [
      async () => {
        times.page.push((await timeRequest(`${bare10k.url}/list-page?limit=100`, browserEncoding)).ms);
      },
      async () => {
        const page = await timeRequest(firstPageUrl, { ...headers, ...browserEncoding });
        pageBytes = page.bytes;
        times.firstPage.push(page.ms);
      },
      async () => {
        times.filteredPage.push((await timeRequest(filteredUrl, { ...headers, ...browserEncoding })).ms);
      },
    ];
    try {
      for (let i = 0; i < 12; i++) {
        // A changed list each time would be the worst case; an unchanged one is served from memory.
        const product = await timeRequest(url10k, { ...headers, ...browserEncoding });
        productBytes = product.bytes;
        times.product.push(product.ms);
        times.all.push((await timeRequest(`${bare10k.url}/list`, browserEncoding)).ms);
        for (let k = 0; k < smallRequests.length; k++) await smallRequests[(i + k) % smallRequests.length]?.();
      }
    } finally {
      await stopBareServer(bare10k.child);
    }
    const productMs = round1(median(times.product));
    row(
      `10,000 open issues, one request, ${label}`,
      `${productMs} ms (${Math.round(productBytes / 1024)} KB on the wire, all rows)`,
      `bare 100 rows ${round1(median(times.page))} ms; bare all ${round1(median(times.all))} ms`,
      `${round1(productMs / median(times.page))}× the 100-row page, ${round1(productMs / median(times.all))}× bare all`,
    );
    const pageMs = round1(median(times.firstPage));
    const filteredMs = round1(median(times.filteredPage));
    const bareMs = median(times.page);
    row(
      `10,000 open issues, first page of 100 rows (?limit=100), ${label}`,
      `${pageMs} ms (${Math.round(pageBytes / 1024)} KB on the wire); filtered, sorted by latest ${filteredMs} ms`,
      `bare 100 rows ${round1(bareMs)} ms`,
      `${round1(pageMs / bareMs)}× bare; filtered ${round1(filteredMs / bareMs)}×`,
    );
  }
}

// 4: cold start and idle RSS, three runs of each, interleaved.
async function benchStart(postgresUrl?: string) {
  const results = { pglite: [] as number[], pgliteRss: [] as number[], pg: [] as number[], pgRss: [] as number[] };
  const bareStarts: number[] = [];
  const bareRss: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const pglite = await startServer({ port, env: {} });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    results.pglite.push(pglite.startMs);
    results.pgliteRss.push(rssMb(pglite.child.pid ?? 0));
    await pglite.stop();
    if (postgresUrl) {
      const pg = await startServer({ port, env: { DATABASE_URL: postgresUrl } });
      await new Promise((resolve) => setTimeout(resolve, 3000));
      results.pg.push(pg.startMs);
      results.pgRss.push(rssMb(pg.child.pid ?? 0));
      await pg.stop();
    }
    const bare = await startBare();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    bareStarts.push(bare.startMs);
    bareRss.push(rssMb(bare.child.pid ?? 0));
    await stopBareServer(bare.child);
  }
  const bareMs = Math.round(median(bareStarts));
  const bareMb = median(bareRss);
  row(
    'cold start to first 200, PGlite (empty folder)',
    `${Math.round(median(results.pglite))} ms`,
    `bare Fastify ${bareMs} ms`,
    `${round1(median(results.pglite) / bareMs)}×`,
  );
  row(
    'idle RSS, PGlite',
    `${median(results.pgliteRss)} MB`,
    `bare ${bareMb} MB`,
    `${round1(median(results.pgliteRss) / bareMb)}×`,
  );
  if (postgresUrl) {
    row(
      'cold start to first 200, PostgreSQL',
      `${Math.round(median(results.pg))} ms`,
      `bare Fastify ${bareMs} ms`,
      `${round1(median(results.pg) / bareMs)}×`,
    );
    row(
      'idle RSS, PostgreSQL',
      `${median(results.pgRss)} MB`,
      `bare ${bareMb} MB`,
      `${round1(median(results.pgRss) / bareMb)}×`,
    );
  }
}

async function withPostgresDatabase(run: (url: string) => Promise<void>) {
  if (!postgresAdminUrl) return;
  const name = `sitewatch_speed_${Date.now().toString(36)}`;
  const admin = openPostgres(postgresAdminUrl, 1);
  await admin.executeSql(`CREATE DATABASE "${name}"`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.executeSql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.close();
  }
}

// PostgreSQL first: on a loaded machine PGlite's parts take the longest.
await withPostgresDatabase((url) =>
  benchDatabase('PostgreSQL', { DATABASE_URL: url }, () =>
    openDatabase({ DATA_DIR: os.tmpdir(), DATABASE_URL: url, DATABASE_POOL_SIZE: 2 }),
  ),
);
if (parts.has('start')) {
  await withPostgresDatabase((url) => benchStart(url));
  if (!postgresAdminUrl) await benchStart();
}
const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-speed-'));
try {
  await benchDatabase('PGlite', { DATA_DIR: pgliteDir }, () =>
    openDatabase({ DATA_DIR: pgliteDir, DATABASE_URL: undefined, DATABASE_POOL_SIZE: 1 }),
  );
} finally {
  fs.rmSync(pgliteDir, { recursive: true, force: true });
}
console.log(
  `\nSpeed, ${process.env.BENCH_BUILD ? `build in ${process.env.BENCH_BUILD}` : 'this build'} (medians of ${rounds}; ${seconds} s per load run; 2 shared cores: ratios are the stable figures)`,
);
console.table(table);
