import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, openPostgres, sites } from '@sitewatch/server/testing';
import { type RunningServer, startServer } from './start-server';

export interface SiteRef {
  id: string;
  idCode: string;
}

/** A throwaway PostgreSQL database on the admin URL's server; `drop` removes it. */
export async function createBenchDatabase(adminUrl: string, label: string) {
  // The name is generated from safe characters only, so it can be quoted as it is.
  const name = `sitewatch_bench_${label}_${Date.now().toString(36)}`;
  const admin = openPostgres(adminUrl, 1);
  await admin.executeSql(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.executeSql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** Migrates a fresh data folder (or PostgreSQL database), seeds one site, and lets `seed` add more rows. */
export async function seedSite(
  target: { dataDir: string; databaseUrl?: string },
  seed?: (database: Awaited<ReturnType<typeof openDatabase>>, site: SiteRef) => Promise<void>,
): Promise<SiteRef> {
  // Two connections: migrations hold one for their advisory lock while running on the other.
  const database = await openDatabase({
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    DATABASE_POOL_SIZE: 2,
  });
  try {
    const [site] = await database.db
      .insert(sites)
      .values({
        idCode: randomBytes(16).toString('base64url'),
        name: 'Benchmark Station',
        companyName: 'Benchmark',
        type: 'PROPERTY_OWNER',
        postcode: 'SW1A 1AA',
        operatingHours: '24/7',
        purpose: 'transportation',
      })
      .returning({ id: sites.id, idCode: sites.idCode });
    if (!site) throw new Error('site not seeded');
    await seed?.(database, site);
    return site;
  } finally {
    await database.close();
  }
}

/** A fresh data folder with one seeded site and the built server on it (TRUST_PROXY on: X-Forwarded-For names visitors). */
export async function withSeededServer<T>(
  options: { port: number; env?: Record<string, string>; databaseUrl?: string },
  fn: (server: RunningServer, site: SiteRef) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-'));
  try {
    const site = await seedSite({ dataDir, databaseUrl: options.databaseUrl });
    const server = await startServer({
      port: options.port,
      env: {
        DATA_DIR: dataDir,
        TRUST_PROXY: 'true',
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...options.env,
      },
    });
    try {
      return await fn(server, site);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The headers of a visitor's public call for the site, from the given address. */
export const visitorHeaders = (site: SiteRef, address: string) => ({
  'content-type': 'application/json',
  'x-site-id': site.id,
  'x-site-code': site.idCode,
  'x-forwarded-for': address,
});
