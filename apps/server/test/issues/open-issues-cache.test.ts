import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEventsChannel } from '../../src/modules/live/live-message';
import { waitFor } from '../background-jobs/wait-for';
import { buildSecondInstance, buildTestApp, type TestApp } from '../support/build-test-app';
import {
  createTestIssue,
  createTestSite,
  createTestUser,
  publicSiteHeaders,
  signInHeaders,
} from '../support/factories';
import { testDatabaseKind } from '../support/test-database';

type Listed = { id: string; title: string };

describe('GET /api/site/{siteId}/issues/open served from the per-site cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDatabase.database.db;

  async function setUp(issueCount = 2) {
    const user = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [user.id] });
    const issues = [];
    for (let i = 0; i < issueCount; i++)
      issues.push(await createTestIssue(db(), { siteId: site.id, title: `Leak ${i}` }));
    return { user, site, issues, headers: await signInHeaders(db(), user.id), url: `/api/site/${site.id}/issues/open` };
  }

  it('answers with an ETag and Cache-Control: private, no-cache, and 304 without a body when unchanged', async () => {
    const { headers, url } = await setUp();
    const first = await t.app.inject({ method: 'GET', url, headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': 'W/"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('sends brotli or gzip when accepted, the same JSON once decoded, and plain JSON otherwise', async () => {
    const { headers, url } = await setUp(30);
    const plain = await t.app.inject({ method: 'GET', url, headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('keeps serving its copy until an issue event says the list changed (no rebuild per request)', async () => {
    const { site, headers, url } = await setUp(1);
    const before = await t.app.inject({ method: 'GET', url, headers });
    // Written behind the app's back: no domain event, so the cached list stays as it was.
    const hidden = await createTestIssue(db(), { siteId: site.id, title: 'Written without an event' });
    const cached = await t.app.inject({ method: 'GET', url, headers });
    expect(cached.json()).toEqual(before.json());
    expect(cached.headers.etag).toBe(before.headers.etag);

    // Another instance announces a change through NOTIFY: the copy is dropped when it is heard.
    await t.testDatabase.database.notify(
      issueEventsChannel,
      JSON.stringify({ type: 'issue.created', siteId: site.id, issueId: hidden.id }),
    );
    await waitFor(
      async () => {
        const now = await t.app.inject({ method: 'GET', url, headers });
        return (now.json() as Listed[]).some((issue) => issue.id === hidden.id);
      },
      { timeoutMs: 3000, what: 'the notice to drop the cached list' },
    );
  });

  it('shows an issue created through the public route and drops one resolved, at once', async () => {
    const { site, issues, headers, url } = await setUp(2);
    const before = await t.app.inject({ method: 'GET', url, headers });
    expect(before.json()).toHaveLength(2);

    const created = await t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issues`,
      headers: publicSiteHeaders(site),
      remoteAddress: '10.9.0.1',
      payload: { title: 'Spilled milk', description: 'Milk on the floor by the tills', location: 'Aisle 3' },
    });
    expect(created.statusCode).toBe(201);
    const afterCreate = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'if-none-match': String(before.headers.etag) },
    });
    expect(afterCreate.statusCode).toBe(200);
    expect((afterCreate.json() as Listed[]).map((issue) => issue.title)).toContain('Spilled milk');

    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/issues/${issues[0]?.id}/resolve`,
      headers,
    });
    expect(resolved.statusCode).toBe(200);
    const afterResolve = await t.app.inject({ method: 'GET', url, headers });
    expect((afterResolve.json() as Listed[]).map((issue) => issue.id)).not.toContain(issues[0]?.id);
    expect(afterResolve.headers.etag).not.toBe(afterCreate.headers.etag);
  });

  it("checks membership before the cache: another tenant's cached site is still a 404", async () => {
    const { site, headers, url } = await setUp(1);
    await createTestIssue(db(), { siteId: site.id, title: 'Confidential leak' });
    const warm = await t.app.inject({ method: 'GET', url, headers });
    expect(warm.statusCode).toBe(200);
    const stranger = await createTestUser(db());
    const strangerHeaders = await signInHeaders(db(), stranger.id);
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...strangerHeaders, 'if-none-match': String(warm.headers.etag) },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).not.toContain('Confidential');
  });
});

// Two servers on one PostgreSQL: a change made on A reaches B's cached list through LISTEN/NOTIFY.
describe.runIf(testDatabaseKind === 'postgres')('the open list cache across two instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    a = await buildTestApp();
    ({ app: b, close: closeB } = await buildSecondInstance(a));
  });
  afterAll(async () => {
    await closeB?.();
    await a?.close();
  });

  it('an issue resolved on instance A leaves the list cached on instance B', async () => {
    const db = a.testDatabase.database.db;
    const user = await createTestUser(db);
    const site = await createTestSite(db, { memberIds: [user.id] });
    const issue = await createTestIssue(db, { siteId: site.id });
    const headers = await signInHeaders(db, user.id);
    const url = `/api/site/${site.id}/issues/open`;
    expect(((await b.inject({ method: 'GET', url, headers })).json() as Listed[]).map((i) => i.id)).toEqual([issue.id]);

    const resolved = await a.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/issues/${issue.id}/resolve`,
      headers,
    });
    expect(resolved.statusCode).toBe(200);
    await waitFor(async () => ((await b.inject({ method: 'GET', url, headers })).json() as Listed[]).length === 0, {
      timeoutMs: 3000,
      what: 'instance B to drop its cached list',
    });
  });
});
