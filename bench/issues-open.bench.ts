// What it measures: GET /api/site/{siteId}/issues/open for a site with 1,000 open issues (a third of
// them with photos) under concurrent load, signed in, next to GET /api/health of the same server in
// the same run. Runs on embedded PGlite, and also on PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server: a fresh database is created there and dropped afterwards.
// Then (lib/open-list-after-change.ts) 10,000 open issues right after a new report: the first 100-row page and
// the whole list, each next to a bare query in the same rounds; BENCH_BASELINE_BUILD=<folder> measures another
// build (e.g. the one before a change) in the same run. BENCH_PARTS=load,change (default both) picks the parts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createSession,
  type Database,
  files,
  issuePhotos,
  issues,
  openDatabase,
  openPostgres,
  sessionCookieName,
  siteMembers,
  sites,
  users,
} from '@sitewatch/server/testing';
import { type LoadResult, measure, printTable } from './lib/load';
import { benchAfterChangeOnPglite, benchAfterChangeOnPostgres } from './lib/open-list-after-change';
import { startServer } from './lib/start-server';

const issueCount = 1000;
const port = Number(process.env.BENCH_PORT ?? 3123);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const parts = new Set((process.env.BENCH_PARTS ?? 'load,change').split(','));

const priorities = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
const categories = ['CLEANING', 'SECURITY', 'PLUMBING', 'IT', 'MECHANICAL_ELECTRICAL'] as const;

/** A manager with a session, one site and 1,000 open issues (plus resolved ones that must not show). */
async function seed(database: Database): Promise<{ siteId: string; cookie: string }> {
  const { db } = database;
  const [user] = await db
    .insert(users)
    .values({ issuer: 'https://bench.local', subject: 'bench', email: 'bench@example.com', name: 'Bench' })
    .returning();
  const [site] = await db
    .insert(sites)
    .values({
      idCode: randomBytes(16).toString('base64url'),
      name: 'Benchmark Superstore',
      companyName: 'Benchmark Superstore',
      type: 'PROPERTY_OWNER',
      postcode: 'SW1A 1AA',
      operatingHours: '24/7',
      purpose: 'retail',
    })
    .returning();
  if (!user || !site) throw new Error('seed failed');
  await db.insert(siteMembers).values({ siteId: site.id, userId: user.id });
  const now = Date.now();
  const rows = Array.from({ length: issueCount + 200 }, (_, i) => ({
    siteId: site.id,
    title: `Water leaking from the ceiling (${i})`,
    description: 'Water is dripping through the ceiling tiles and pooling on the floor by the tills.',
    location: `Aisle ${i % 40}`,
    priority: priorities[i % priorities.length] ?? ('LOW' as const),
    category: categories[i % categories.length] ?? ('OTHER' as const),
    status: i < issueCount ? ('OPEN' as const) : ('RESOLVED' as const),
    createdAt: new Date(now - i * 60_000),
    closedAt: i < issueCount ? null : new Date(now),
  }));
  const inserted = await db.insert(issues).values(rows).returning({ id: issues.id, status: issues.status });
  const withPhotos = inserted.filter((row, i) => row.status === 'OPEN' && i % 3 === 0);
  const photoFiles = withPhotos.flatMap((row, i) =>
    Array.from({ length: 1 + (i % 2) }, (_, position) => ({
      key: `issue-reporting-images/bench-${row.id}-${position}.jpg`,
      issueId: row.id,
      position,
    })),
  );
  await db.insert(files).values(
    photoFiles.map((photo) => ({
      key: photo.key,
      siteId: site.id,
      folder: 'issue-reporting-images' as const,
      status: 'attached',
      contentType: 'image/jpeg',
      sizeBytes: 120_000,
    })),
  );
  await db
    .insert(issuePhotos)
    .values(photoFiles.map((photo) => ({ issueId: photo.issueId, fileKey: photo.key, position: photo.position })));
  const sessionId = await createSession(db, user.id, { idleHours: 24, maxDays: 30 });
  return { siteId: site.id, cookie: `${sessionCookieName}=${sessionId}` };
}

async function run(
  label: string,
  env: Record<string, string>,
  seedDatabase: () => Promise<{ siteId: string; cookie: string }>,
) {
  const seeded = await seedDatabase();
  const server = await startServer({ port, env });
  try {
    const url = `${server.url}/api/site/${seeded.siteId}/issues/open`;
    const check = await fetch(url, { headers: { cookie: seeded.cookie } });
    const body = (await check.json()) as unknown[];
    if (check.status !== 200 || body.length !== issueCount) {
      throw new Error(`expected ${issueCount} open issues, got ${check.status} with ${body.length}`);
    }
    const sizeKb = Math.round(JSON.stringify(body).length / 1024);
    const results: LoadResult[] = [
      await measure('GET /api/health', { url: `${server.url}/api/health`, durationSeconds }),
      await measure(`GET .../issues/open (${issueCount} issues, ${sizeKb} KB)`, {
        url,
        durationSeconds,
        headers: { cookie: seeded.cookie },
      }),
    ];
    printTable(`${label} (autocannon, 32 connections, ${durationSeconds} s each)`, results);
    // Errors are requests that timed out (10 s) under the load: a figure, reported in the table.
    // A non-2xx answer means the benchmark itself is broken (session, membership).
    const broken = results.filter((r) => r.non2xx > 0);
    if (broken.length > 0) throw new Error(`non-2xx answers from: ${broken.map((r) => r.name).join(', ')}`);
  } finally {
    await server.stop();
  }
}

// Embedded PGlite: seed the data folder first (one process may hold it), then start the server on it.
const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-issues-'));
try {
  if (parts.has('load'))
    await run('PGlite (embedded)', { DATA_DIR: pgliteDir }, async () => {
      const database = await openDatabase({ DATA_DIR: pgliteDir, DATABASE_URL: undefined, DATABASE_POOL_SIZE: 1 });
      try {
        return await seed(database);
      } finally {
        await database.close();
      }
    });
} finally {
  fs.rmSync(pgliteDir, { recursive: true, force: true });
}
if (parts.has('change')) await benchAfterChangeOnPglite(port);

if (postgresAdminUrl) {
  // The name is generated from safe characters only, so it can be quoted as it is.
  const name = `sitewatch_bench_${Date.now().toString(36)}`;
  const admin = openPostgres(postgresAdminUrl, 1);
  await admin.executeSql(`CREATE DATABASE "${name}"`);
  const databaseUrl = new URL(postgresAdminUrl);
  databaseUrl.pathname = `/${name}`;
  try {
    if (parts.has('load'))
      await run('PostgreSQL (pool of 10)', { DATABASE_URL: databaseUrl.toString() }, async () => {
        const database = await openDatabase({
          DATA_DIR: os.tmpdir(),
          DATABASE_URL: databaseUrl.toString(),
          DATABASE_POOL_SIZE: 2,
        });
        try {
          return await seed(database);
        } finally {
          await database.close();
        }
      });
  } finally {
    await admin.executeSql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.close();
  }
  if (parts.has('change')) await benchAfterChangeOnPostgres(port, postgresAdminUrl);
} else {
  console.log('\nPostgreSQL run skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.');
}
