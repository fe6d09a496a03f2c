// What it measures: GET /api/site/{siteId}/insights?weeks=26 (every figure of the insights screen, computed in
// SQL) for a site with 50,000 issues over 26 weeks, two thirds of them resolved, next to a bare baseline in the
// same rounds: one plain scan of the same rows (count opened and resolved in the same 26 weeks) run by the bench
// on the same data. On PGlite the baseline runs in the bench's process on a copy of the data folder (PGlite
// has one process per folder); on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) on the same database.
// Rounds alternate which goes first; medians of BENCH_ROUNDS (9) and their ratio, with the load average.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createSession,
  type Database,
  issues,
  openDatabase,
  openPostgres,
  sessionCookieName,
  siteMembers,
  sites,
  users,
} from '@sitewatch/server/testing';
import { type CategoryId, categoryIds } from '@sitewatch/shared';
import { loadAverage, median } from './lib/figures';
import { benchSiteValues } from './lib/seed-open-issues';
import { startServer } from './lib/start-server';

const port = Number(process.env.BENCH_PORT ?? 3191);
const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const issueCount = 50_000;
const weeks = 26;
const weekMs = 7 * 24 * 3600 * 1000;
const priorities = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
/**
 * The request is measured alone, one at a time: on PGlite the queries hold the event loop for their whole
 * duration, which load shedding would answer with 503 to the next request.
 */
const noShedding = { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' };
const languages = ['en', 'pl', 'de', 'es', 'ar', 'uk', 'fr', 'it', 'ro', 'pt'];

/** A fixed pseudo-random sequence, so every run seeds the same issues. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** One site with 50,000 issues created over the last 26 weeks, and a manager of it. */
async function seed(database: Database) {
  const { db } = database;
  const [user] = await db
    .insert(users)
    .values({
      issuer: 'https://bench.local',
      subject: `bench-insights-${Date.now()}`,
      email: 'b@example.com',
      name: 'B',
    })
    .returning();
  const [site] = await db.insert(sites).values(benchSiteValues('Insights 50k')).returning();
  if (!user || !site) throw new Error('seed failed');
  await db.insert(siteMembers).values({ siteId: site.id, userId: user.id, role: 'owner' });
  const random = sequence(7);
  const now = Date.now();
  const start = now - weeks * weekMs;
  for (let offset = 0; offset < issueCount; offset += 1000) {
    await db.insert(issues).values(
      Array.from({ length: 1000 }, (_, j) => {
        const n = offset + j;
        const createdAt = start + Math.floor(random() * (now - start - 3600_000));
        const resolved = random() < 0.66;
        const closedAt = Math.min(now - 1000, createdAt + Math.floor(random() * 10 * 24 * 3600_000));
        return {
          siteId: site.id,
          title: `Issue ${n}`,
          description: 'Seeded for the insights benchmark.',
          location: `Place ${Math.floor(random() * 300)}`,
          priority: priorities[n % priorities.length] as (typeof priorities)[number],
          category: categoryIds[n % categoryIds.length] as CategoryId,
          language: languages[n % languages.length] as string,
          status: resolved ? ('RESOLVED' as const) : ('OPEN' as const),
          createdAt: new Date(createdAt),
          closedAt: resolved ? new Date(closedAt) : null,
        };
      }),
    );
  }
  // As autovacuum leaves a table in steady use: planner statistics and a visibility map (index-only scans).
  await database.executeSql('VACUUM ANALYZE issues', []);
  const sessionId = await createSession(db, user.id, { idleHours: 24, maxDays: 30 });
  return { siteId: site.id, cookie: `${sessionCookieName}=${sessionId}` };
}

/** The baseline: one scan of the same rows and weeks, counting what was opened and what was resolved. */
async function bareScan(database: Database, siteId: string): Promise<number> {
  const from = new Date(Date.now() - weeks * weekMs).toISOString();
  const started = performance.now();
  const { rows } = await database.executeSql(
    `SELECT count(*) AS opened, count(*) FILTER (WHERE status = 'RESOLVED') AS resolved
       FROM issues WHERE site_id = $1 AND created_at >= $2`,
    [siteId, from],
  );
  const elapsed = performance.now() - started;
  if (Number((rows[0] as { opened: unknown }).opened) < issueCount * 0.9) throw new Error('the scan saw too few rows');
  return elapsed;
}

async function insightsRequest(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = (await res.json()) as { weekly?: { opened: number }[] };
  const elapsed = performance.now() - started;
  if (!res.ok) throw new Error(`insights answered ${res.status}: ${JSON.stringify(body)}`);
  const opened = (body.weekly ?? []).reduce((sum, week) => sum + week.opened, 0);
  if (opened < issueCount * 0.9) throw new Error(`insights counted ${opened} opened issues`);
  return elapsed;
}

/** Warm-up, then rounds alternating which of the two goes first. */
async function measure(label: string, product: () => Promise<number>, baseline: () => Promise<number>) {
  await product();
  await baseline();
  const productMs: number[] = [];
  const baselineMs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      productMs.push(await product());
      baselineMs.push(await baseline());
    } else {
      baselineMs.push(await baseline());
      productMs.push(await product());
    }
  }
  const p = median(productMs);
  const b = median(baselineMs);
  return {
    database: label,
    'insights ms (median)': p.toFixed(1),
    'bare scan ms (median)': b.toFixed(1),
    ratio: `${(p / b).toFixed(1)}×`,
  };
}

async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-insights-'));
  const copyDir = `${dataDir}-copy`;
  try {
    const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined, DATABASE_POOL_SIZE: 1 });
    const seeded = await seed(database).finally(() => database.close());
    fs.cpSync(dataDir, copyDir, { recursive: true });
    const copy = await openDatabase({ DATA_DIR: copyDir, DATABASE_URL: undefined, DATABASE_POOL_SIZE: 1 });
    const server = await startServer({ port, env: { DATA_DIR: dataDir, JOBS_ENABLED: 'false', ...noShedding } });
    try {
      const url = `${server.url}/api/site/${seeded.siteId}/insights?weeks=${weeks}`;
      return await measure(
        'PGlite',
        () => insightsRequest(url, seeded.cookie),
        () => bareScan(copy, seeded.siteId),
      );
    } finally {
      await server.stop();
      await copy.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(copyDir, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl: string) {
  const name = `sitewatch_bench_insights_${process.pid}`;
  const admin = openPostgres(adminUrl, 1);
  await admin.executeSql(`CREATE DATABASE ${name}`, []);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ DATA_DIR: os.tmpdir(), DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: 2 });
    try {
      const seeded = await seed(database);
      const server = await startServer({
        port: port + 1,
        env: { DATABASE_URL: url.toString(), JOBS_ENABLED: 'false', ...noShedding },
      });
      try {
        const insightsUrl = `${server.url}/api/site/${seeded.siteId}/insights?weeks=${weeks}`;
        return await measure(
          'PostgreSQL',
          () => insightsRequest(insightsUrl, seeded.cookie),
          () => bareScan(database, seeded.siteId),
        );
      } finally {
        await server.stop();
      }
    } finally {
      await database.close();
    }
  } finally {
    await admin.executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, []);
    await admin.close();
  }
}

const results = [await onPglite()];
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) results.push(await onPostgres(postgresUrl));
else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL).');
console.log(`\nInsights of ${issueCount.toLocaleString('en')} issues over ${weeks} weeks, one request at a time`);
console.table(results);
console.log(`load average: ${loadAverage()}`);
