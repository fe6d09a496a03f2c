// What it measures: GET /api/site/{siteId}/issues/export.csv of 10,000 issues (about 1 KB of text
// each): time, size, and the server's resident memory while it streams, next to an export of 1,000
// issues from the same server in the same run. A streamed export holds one batch at a time, so the
// memory it adds should not grow with the number of issues. Runs on embedded PGlite.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createSession,
  type Database,
  issues,
  openDatabase,
  sessionCookieName,
  siteMembers,
  sites,
  users,
} from '@sitewatch/server/testing';
import { startServer } from './lib/start-server';

const port = Number(process.env.BENCH_PORT ?? 3125);
const bigCount = 10_000;
const smallCount = 1_000;

/** Two sites (10,000 and 1,000 issues created on 2026-03-01) and a manager of both. */
async function seed(database: Database) {
  const { db } = database;
  const [user] = await db
    .insert(users)
    .values({ issuer: 'https://bench.local', subject: 'bench-export', email: 'bench@example.com', name: 'Bench' })
    .returning();
  if (!user) throw new Error('seed failed');
  const siteIds: string[] = [];
  for (const [name, count] of [
    ['Export 10k', bigCount],
    ['Export 1k', smallCount],
  ] as const) {
    const [site] = await db
      .insert(sites)
      .values({
        idCode: randomBytes(16).toString('base64url'),
        name,
        companyName: name,
        type: 'PROPERTY_OWNER' as const,
        postcode: 'SW1A 1AA',
        operatingHours: '24/7',
        purpose: 'retail',
      })
      .returning();
    if (!site) throw new Error('seed failed');
    await db.insert(siteMembers).values({ siteId: site.id, userId: user.id, role: 'owner' });
    const start = Date.parse('2026-03-01T00:00:00.000Z');
    for (let offset = 0; offset < count; offset += 1000) {
      await db.insert(issues).values(
        Array.from({ length: Math.min(1000, count - offset) }, (_, j) => ({
          siteId: site.id,
          title: `Water leaking from the ceiling, "aisle" ${offset + j}`,
          description: 'Water is dripping through the ceiling tiles and pooling on the floor by the tills. '.repeat(12),
          location: `Aisle ${(offset + j) % 40}`,
          priority: 'MEDIUM' as const,
          category: 'PLUMBING' as const,
          createdAt: new Date(start + (offset + j) * 1000),
        })),
      );
    }
    siteIds.push(site.id);
  }
  const sessionId = await createSession(db, user.id, { idleHours: 24, maxDays: 30 });
  return {
    bigSiteId: siteIds[0] as string,
    smallSiteId: siteIds[1] as string,
    cookie: `${sessionCookieName}=${sessionId}`,
  };
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

/** Downloads the export while sampling the server's memory every 20 ms. */
async function download(url: string, cookie: string, pid: number) {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 20);
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  clearInterval(sampler);
  peak = Math.max(peak, residentMb(pid));
  return { ms: performance.now() - started, mb: bytes / 1024 / 1024, rows: lines - 1, before, peak };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-export-'));
try {
  const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined, DATABASE_POOL_SIZE: 1 });
  const seeded = await seed(database).finally(() => database.close());
  const server = await startServer({ port, env: { DATA_DIR: dataDir } });
  try {
    const pid = server.child.pid as number;
    const exportUrl = (siteId: string) =>
      `${server.url}/api/site/${siteId}/issues/export.csv?from=2026-03-01&to=2026-03-02`;
    // Warm-up: the first request loads code paths and the query plan.
    await download(exportUrl(seeded.smallSiteId), seeded.cookie, pid);
    const small = await download(exportUrl(seeded.smallSiteId), seeded.cookie, pid);
    const big = await download(exportUrl(seeded.bigSiteId), seeded.cookie, pid);
    if (small.rows !== smallCount || big.rows !== bigCount) {
      throw new Error(`expected ${smallCount} and ${bigCount} rows, got ${small.rows} and ${big.rows}`);
    }
    console.log('\nCSV export, PGlite (embedded), one download at a time');
    console.table(
      [
        ['1,000 issues (baseline)', small],
        ['10,000 issues', big],
      ].map(([name, r]) => {
        const m = r as typeof big;
        return {
          export: name,
          'size MB': m.mb.toFixed(1),
          'time s': (m.ms / 1000).toFixed(2),
          'RSS before MB': m.before.toFixed(0),
          'RSS peak MB': m.peak.toFixed(0),
          'added MB': (m.peak - m.before).toFixed(1),
        };
      }),
    );
    console.log(
      `10x the issues: ${(big.mb / small.mb).toFixed(1)}x the bytes, ${((big.peak - big.before) / Math.max(0.1, small.peak - small.before)).toFixed(1)}x the added memory`,
    );
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
