import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { sites } from '../../src/db/schema';
import { createAccessCache } from '../../src/lib/access-cache';
import { webOnly } from '../assistant/support/web-only';
import { waitFor } from '../background-jobs/wait-for';
import { buildSecondInstance, buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, publicSiteHeaders } from '../support/factories';
import { testDatabaseKind } from '../support/test-database';

type Site = Awaited<ReturnType<typeof createTestSite>>;

const getPublicSite = (app: FastifyInstance, site: Site, idCode = site.idCode) =>
  app.inject({ method: 'GET', url: `/api/public/site/${site.id}`, headers: publicSiteHeaders({ ...site, idCode }) });

const chatTurn = (app: FastifyInstance, site: Site, idCode = site.idCode) =>
  app.inject({
    method: 'POST',
    url: `/api/public/site/${site.id}/issue-reporting/chat`,
    headers: { ...publicSiteHeaders({ ...site, idCode }), accept: 'text/event-stream' },
    payload: { messages: [{ id: '0000000a', type: 'userMessage', content: 'The door is broken' }], language: 'en' },
  });

/** A site update as an update path would make it: the row first, then the announcement (decision 011). */
async function renameSite(db: Db, t: { app: FastifyInstance }, site: Site, name: string) {
  await db.update(sites).set({ name }).where(eq(sites.id, site.id));
  await t.app.deps.access.announce({ kind: 'site', siteId: site.id });
}

describe('the public site answered from memory', () => {
  let t: TestApp;
  const db = () => t.testDatabase.database.db;
  beforeAll(async () => {
    t = await buildTestApp(webOnly);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the site once: a change nobody announced is not read again', async () => {
    const site = await createTestSite(db(), { name: 'Riverside Market' });
    expect((await getPublicSite(t.app, site)).json().name).toBe('Riverside Market');
    await db().update(sites).set({ name: 'Changed behind its back' }).where(eq(sites.id, site.id));
    expect((await getPublicSite(t.app, site)).json().name).toBe('Riverside Market');
  });

  it('shows a renamed site at the next call once the change is announced', async () => {
    const site = await createTestSite(db(), { name: 'Riverside Market' });
    expect((await getPublicSite(t.app, site)).json().name).toBe('Riverside Market');
    await renameSite(db(), t, site, 'Harbour Market');
    expect((await getPublicSite(t.app, site)).json().name).toBe('Harbour Market');
  });

  it('refuses the chat with an old site code once a new code is announced', async () => {
    const site = await createTestSite(db());
    expect((await chatTurn(t.app, site)).statusCode).toBe(200);
    await db()
      .update(sites)
      .set({ idCode: `${site.idCode}-new` })
      .where(eq(sites.id, site.id));
    await t.app.deps.access.announce({ kind: 'site', siteId: site.id });
    expect((await chatTurn(t.app, site)).statusCode).toBe(404);
    expect((await chatTurn(t.app, site, `${site.idCode}-new`)).statusCode).toBe(200);
  });

  it('keeps no answer for a site that does not exist, so a site created later is found', async () => {
    const site = await createTestSite(db());
    await db().delete(sites).where(eq(sites.id, site.id));
    expect((await getPublicSite(t.app, site)).statusCode).toBe(404);
    await db().insert(sites).values(site);
    expect((await getPublicSite(t.app, site)).statusCode).toBe(200);
  });

  it('reads the site again after the TTL, the backstop for a lost notice', async () => {
    let now = 0;
    const cache = createAccessCache({ database: t.testDatabase.database, log: t.app.log, ttlMs: 1000, now: () => now });
    const site = await createTestSite(db());
    cache.rememberSite(site, cache.version());
    expect(cache.findSite(site.id)).toBe(site);
    now = 999;
    expect(cache.findSite(site.id)).toBe(site);
    now = 1000;
    expect(cache.findSite(site.id)).toBeUndefined();
  });

  it('does not keep a row read before a change was announced', async () => {
    const cache = createAccessCache({ database: t.testDatabase.database, log: t.app.log });
    const site = await createTestSite(db());
    const seen = cache.version();
    // The change lands while the (older) row is on its way back from the database.
    await cache.announce({ kind: 'site', siteId: site.id });
    cache.rememberSite(site, seen);
    expect(cache.findSite(site.id)).toBeUndefined();
  });
});

// Two servers on one PostgreSQL: a site changed through A is seen on B once the notice arrives.
describe.runIf(testDatabaseKind === 'postgres')('the public site across two instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    a = await buildTestApp(webOnly);
    ({ app: b, close: closeB } = await buildSecondInstance(a));
  });
  afterAll(async () => {
    await closeB?.();
    await a?.close();
  });

  it('a site renamed on A shows its new name on B', async () => {
    const db = a.testDatabase.database.db;
    const site = await createTestSite(db, { name: 'Riverside Market' });
    expect((await getPublicSite(b, site)).json().name).toBe('Riverside Market');
    await renameSite(db, a, site, 'Harbour Market');
    await waitFor(async () => (await getPublicSite(b, site)).json().name === 'Harbour Market', {
      timeoutMs: 3000,
      what: 'instance B to drop the renamed site',
    });
  });

  it('a new site code announced on A closes the chat on B to the old code', async () => {
    const db = a.testDatabase.database.db;
    const site = await createTestSite(db);
    expect((await chatTurn(b, site)).statusCode).toBe(200);
    await db
      .update(sites)
      .set({ idCode: `${site.idCode}-new` })
      .where(eq(sites.id, site.id));
    await a.app.deps.access.announce({ kind: 'site', siteId: site.id });
    await waitFor(async () => (await chatTurn(b, site)).statusCode === 404, {
      timeoutMs: 3000,
      what: 'instance B to drop the site with the old code',
    });
  });
});
