import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@sitewatch/server/testing';
import { createBenchDatabase } from './bench-server';
import { loadAverage, median, round } from './figures';
import { seedOpenIssues } from './seed-open-issues';
import { startServer } from './start-server';

/**
 * "Speed where it still hurts", part 1: a site with 10,000 open issues, measured right after a new report (a
 * visitor's POST through the public route, which changes the list): the dashboard's first page of 100 rows, and
 * the whole list, each next to the same read as a bare query (the list's columns, JSON.stringify'd) run by this
 * process in the same round. Rounds alternate which goes first. Every request is sent without Accept-Encoding,
 * as the bare figures are not compressed either.
 */
const openCount = 10_000;
const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
const warmUpRounds = 2;

/** The builds to compare: BENCH_BASELINE_BUILD (e.g. the one before a change) first, then this one. */
const builds: { label: string; root?: string }[] = [
  ...(process.env.BENCH_BASELINE_BUILD
    ? [{ label: 'baseline build', root: path.resolve(process.env.BENCH_BASELINE_BUILD) }]
    : []),
  { label: process.env.BENCH_BUILD ? 'BENCH_BUILD' : 'this build' },
];

/** The bare reads: the list's columns of the site's open rows, newest first (the first 100, or all), as JSON. */
function bareQuery(database: Database, siteId: string, limit?: number) {
  const text = `SELECT id, site_id, title, location, status, priority, category, language, translation, created_at
    FROM issues WHERE site_id = $1 AND status = 'OPEN' ORDER BY created_at DESC${limit ? ` LIMIT ${limit}` : ''}`;
  return async () => JSON.stringify((await database.executeSql(text, [siteId])).rows);
}

/**
 * The bare baseline as the browser meets it: a plain node:http server in this process answering each request
 * with the bare query's JSON (`/page`: LIMIT 100, `/all`: every open row), so both sides pay for loopback HTTP.
 */
async function startBareQueryServer(database: Database, siteId: string) {
  const page = bareQuery(database, siteId, 100);
  const all = bareQuery(database, siteId);
  const server = http.createServer((request, response) => {
    (request.url === '/page' ? page() : all()).then(
      (json) => response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(json),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** A manager, one site with 10,000 open issues; the site's code for visitors' reports. */
async function seed(database: Database) {
  const { siteIds, cookie } = await seedOpenIssues(database, [openCount]);
  const siteId = siteIds[0] ?? '';
  const { rows } = await database.executeSql('SELECT id_code FROM sites WHERE id = $1', [siteId]);
  return { siteId, idCode: String((rows[0] as { id_code: string }).id_code), cookie };
}

type Figures = Record<'page' | 'barePage' | 'pageQuery' | 'whole' | 'bareWhole' | 'wholeQuery', number[]>;

async function measureBuild(options: {
  root: string | undefined;
  env: Record<string, string>;
  port: number;
  seeded: { siteId: string; idCode: string; cookie: string };
  bare: Database;
}): Promise<Figures> {
  const { seeded, bare } = options;
  const server = await startServer({
    port: options.port,
    ...(options.root ? { buildRoot: options.root } : {}),
    // Load shedding off: a latency is measured here, and on this shared machine a slow rebuild would otherwise
    // turn into a 503 rather than a figure.
    env: {
      TRUST_PROXY: 'true',
      JOBS_ENABLED: 'false',
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      LOAD_MAX_HEAP_MB: '0',
      ...options.env,
    },
  });
  let reports = 0;
  const list = `${server.url}/api/site/${seeded.siteId}/issues/open`;
  const bareServer = await startBareQueryServer(bare, seeded.siteId);
  const get =
    (url: string, headers: Record<string, string> = {}) =>
    async () => {
      const res = await fetch(url, { headers });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
      return text.length;
    };
  const signedIn = { cookie: seeded.cookie };
  const report = async () => {
    reports += 1;
    const res = await fetch(`${server.url}/api/public/site/${seeded.siteId}/issues`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-site-id': seeded.siteId,
        'x-site-code': seeded.idCode,
        'x-forwarded-for': `10.77.${Math.floor(reports / 200)}.${reports % 200}`,
      },
      body: JSON.stringify({
        title: `Broken card reader number ${reports} at checkout ${reports}`,
        description: `The card reader at checkout ${reports} shows an error and refuses every card.`,
        location: `Checkout ${reports}`,
      }),
    });
    if (res.status !== 201) throw new Error(`report: ${res.status} ${await res.text()}`);
  };
  const figures: Figures = { page: [], barePage: [], pageQuery: [], whole: [], bareWhole: [], wholeQuery: [] };
  try {
    // The list cached, the code paths compiled.
    await get(`${list}?limit=100`, signedIn)();
    await get(list, signedIn)();
    await get(`${bareServer.url}/all`)();
    for (let round = 0; round < warmUpRounds + rounds; round++) {
      const productFirst = round % 2 === 0;
      const pair = async (product: () => Promise<unknown>, baseline: () => Promise<unknown>) => {
        await report();
        const first = await timed(productFirst ? product : baseline);
        const second = await timed(productFirst ? baseline : product);
        return productFirst ? { productMs: first, bareMs: second } : { productMs: second, bareMs: first };
      };
      const page = await pair(get(`${list}?limit=100`, signedIn), get(`${bareServer.url}/page`));
      const pageQuery = await timed(bareQuery(bare, seeded.siteId, 100));
      const whole = await pair(get(list, signedIn), get(`${bareServer.url}/all`));
      const wholeQuery = await timed(bareQuery(bare, seeded.siteId));
      if (round < warmUpRounds) continue;
      figures.page.push(page.productMs);
      figures.barePage.push(page.bareMs);
      figures.pageQuery.push(pageQuery);
      figures.whole.push(whole.productMs);
      figures.bareWhole.push(whole.bareMs);
      figures.wholeQuery.push(wholeQuery);
    }
  } finally {
    await bareServer.close();
    await server.stop();
  }
  return figures;
}

function print(label: string, results: { label: string; figures: Figures }[]) {
  console.log(`\n${label}: 10,000 open issues, right after a new report (medians of ${rounds} rounds)`);
  for (const { label: build, figures } of results) {
    const m = (key: keyof Figures) => median(figures[key]);
    const [page, barePage, pageQuery, whole, bareWhole, wholeQuery] = [
      m('page'),
      m('barePage'),
      m('pageQuery'),
      m('whole'),
      m('bareWhole'),
      m('wholeQuery'),
    ];
    console.log(
      `  ${build}: first 100-row page ${round(page)} ms; bare LIMIT 100 query over HTTP ${round(barePage)} ms ` +
        `(the query alone ${round(pageQuery)} ms): ${round(page / barePage)}× (target ≤ 2×)`,
    );
    console.log(
      `  ${build}: whole list ${round(whole)} ms; bare full query over HTTP ${round(bareWhole)} ms ` +
        `(the query alone ${round(wholeQuery)} ms): ${round(whole / bareWhole)}× (target ≤ 1.2×)`,
    );
  }
  console.log(`  load average ${loadAverage()}`);
}

/** PGlite: each build gets its own copy of the seeded folder, and the bare queries run on another copy. */
export async function benchAfterChangeOnPglite(port: number): Promise<void> {
  const seededDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-change-'));
  const copies: string[] = [];
  const copyOf = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-change-'));
    fs.cpSync(seededDir, dir, { recursive: true });
    copies.push(dir);
    return dir;
  };
  try {
    const database = await openDatabase({ DATA_DIR: seededDir, DATABASE_URL: undefined, DATABASE_POOL_SIZE: 1 });
    const seeded = await seed(database).finally(() => database.close());
    const bare = await openDatabase({ DATA_DIR: copyOf(), DATABASE_URL: undefined, DATABASE_POOL_SIZE: 1 });
    try {
      const results = [];
      for (const build of builds) {
        const env = { DATA_DIR: copyOf() };
        results.push({
          label: build.label,
          figures: await measureBuild({ root: build.root, env, port, seeded, bare }),
        });
      }
      print('PGlite (embedded)', results);
    } finally {
      await bare.close();
    }
  } finally {
    for (const dir of [seededDir, ...copies]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** PostgreSQL: a fresh database, seeded once; the bare queries run through this process's own pool. */
export async function benchAfterChangeOnPostgres(port: number, adminUrl: string): Promise<void> {
  const target = await createBenchDatabase(adminUrl, 'change');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-change-'));
  const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: target.url, DATABASE_POOL_SIZE: 2 });
  try {
    const seeded = await seed(database);
    const results = [];
    for (const build of builds) {
      const env = { DATABASE_URL: target.url, DATA_DIR: dataDir };
      const figures = await measureBuild({ root: build.root, env, port, seeded, bare: database });
      results.push({ label: build.label, figures });
    }
    print('PostgreSQL (pool of 10)', results);
  } finally {
    await database.close();
    await target.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
