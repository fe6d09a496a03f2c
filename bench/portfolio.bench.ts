// What it measures (issue 29): the All sites list of a manager with 20 sites of 1,000 open issues each
// (GET /api/issues/open?limit=100, the first page the dashboard asks for, merged from the sites' cached lists),
// next to one site's own first page (GET /api/site/{siteId}/issues/open?limit=100) and to bare Fastify
// answering the first 100 of the same 20,000 rows from memory, interleaved round by round (the order rotates),
// as a browser asks (Accept-Encoding: br, gzip); then the same right after a visitor's report to one of the
// sites, the case a busy portfolio meets most. PGlite, jobs off, medians of BENCH_ROUNDS (9), the load average.
// Ports BENCH_PORT (3195) and the next one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@sitewatch/server/testing';
import { loadAverage, median } from './lib/figures';
import { seedOpenIssues } from './lib/seed-open-issues';
import { startBareServer, stopBareServer } from './lib/start-bare-server';
import { startServer } from './lib/start-server';

const port = Number(process.env.BENCH_PORT ?? 3195);
// Two visitor reports a round: at most 10 rounds stay under the per-address limit (20 reports in 10 minutes).
const rounds = Math.min(10, Number(process.env.BENCH_ROUNDS ?? 9));
const siteCount = 20;
const perSite = 1000;
const browserEncoding = { 'accept-encoding': 'gzip, deflate, br' };

async function timeRequest(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-portfolio-'));
const listFile = path.join(dataDir, 'bare-list.json');
try {
  const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined, DATABASE_POOL_SIZE: 1 });
  const seeded = await seedOpenIssues(database, Array<number>(siteCount).fill(perSite)).finally(() => database.close());
  const server = await startServer({ port, env: { DATA_DIR: dataDir, JOBS_ENABLED: 'false' } });
  const bareUrl = `http://127.0.0.1:${port + 1}`;
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    const signedIn = { cookie: seeded.cookie, ...browserEncoding };
    // The bare server holds the same 20,000 rows, as each site's route answers them.
    const rows: unknown[] = [];
    for (const siteId of seeded.siteIds) {
      const res = await fetch(`${server.url}/api/site/${siteId}/issues/open`, { headers: { cookie: seeded.cookie } });
      const list = (await res.json()) as unknown;
      if (!Array.isArray(list)) throw new Error('a site of 1,000 open issues was paged');
      rows.push(...list);
    }
    if (rows.length !== siteCount * perSite) throw new Error(`seeded ${rows.length} open issues`);
    fs.writeFileSync(listFile, JSON.stringify(rows));
    bare = await startBareServer(port + 1, listFile);

    const portfolioPage = `${server.url}/api/issues/open?limit=100`;
    const sitePage = (siteId: string) => `${server.url}/api/site/${siteId}/issues/open?limit=100`;
    const barePage = `${bareUrl}/list-page?limit=100`;
    const firstSite = seeded.siteIds[0] as string;
    const sites = await Promise.all(
      seeded.siteIds.map(async (siteId) => {
        const res = await fetch(`${server.url}/api/site/${siteId}`, { headers: { cookie: seeded.cookie } });
        return { id: siteId, idCode: ((await res.json()) as { idCode: string }).idCode };
      }),
    );
    const first = await fetch(portfolioPage, { headers: { cookie: seeded.cookie } });
    const body = (await first.json()) as { issues?: unknown[]; matchCount?: number };
    if (body.issues?.length !== 100 || body.matchCount !== siteCount * perSite) {
      throw new Error(`the All sites page answered ${body.issues?.length} rows of ${body.matchCount}`);
    }
    await timeRequest(sitePage(firstSite), signedIn);
    await timeRequest(barePage, browserEncoding);

    /** A visitor's report to one of the sites: every instance's cached lists of that site follow it. */
    let reports = 0;
    const report = async () => {
      const site = sites[reports % sites.length] as { id: string; idCode: string };
      reports += 1;
      const res = await fetch(`${server.url}/api/public/site/${site.id}/issues`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-site-id': site.id,
          'x-site-code': site.idCode,
          'idempotency-key': `bench-portfolio-${reports}-${Date.now()}`,
        },
        body: JSON.stringify({
          title: `Bin overflowing ${reports}`,
          description: 'Rubbish on the floor',
          location: 'Exit',
        }),
      });
      if (!res.ok) throw new Error(`the report answered ${res.status}`);
      return site.id;
    };

    const cached = { portfolio: [] as number[], site: [] as number[], bare: [] as number[] };
    const changed = { portfolio: [] as number[], site: [] as number[], bare: [] as number[] };
    for (let round = 0; round < rounds; round += 1) {
      const steps = [
        async () => cached.portfolio.push(await timeRequest(portfolioPage, signedIn)),
        async () => cached.site.push(await timeRequest(sitePage(firstSite), signedIn)),
        async () => cached.bare.push(await timeRequest(barePage, browserEncoding)),
      ];
      for (let k = 0; k < steps.length; k += 1) await steps[(round + k) % steps.length]?.();
      await report();
      changed.portfolio.push(await timeRequest(portfolioPage, signedIn));
      const siteId = await report();
      changed.site.push(await timeRequest(sitePage(siteId), signedIn));
      changed.bare.push(await timeRequest(barePage, browserEncoding));
    }
    const line = (what: string, times: typeof cached) => ({
      what,
      'All sites ms': median(times.portfolio).toFixed(1),
      'one site ms': median(times.site).toFixed(1),
      'bare ms': median(times.bare).toFixed(1),
      'All sites / bare': `${(median(times.portfolio) / median(times.bare)).toFixed(1)}×`,
      'one site / bare': `${(median(times.site) / median(times.bare)).toFixed(1)}×`,
    });
    console.log(`\nFirst page of 100 rows, ${siteCount} sites × ${perSite.toLocaleString('en')} open issues, PGlite`);
    console.table([line('cached', cached), line('right after a report', changed)]);
    console.log(`load average: ${loadAverage()}`);
  } finally {
    if (bare) await stopBareServer(bare);
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
