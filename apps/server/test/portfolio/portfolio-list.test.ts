import { randomUUID } from 'node:crypto';
import {
  defaultResponseTargets,
  distinctLocations,
  type IssueFilterCriteria,
  type IssueSort,
  issueSorts,
  matchesIssueFilter,
  type OpenIssuePage,
  type OpenIssueRow,
  openListSearchParams,
  type PriorityId,
  type SitesSummary,
  sortIssues,
} from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites as sitesTable } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { errorBodyOf } from '../support/error-body';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';

// Issue 29: every site of the user in one list. Above the threshold (7 here) the list is paged, as a site's is.
const threshold = 7;
const anyFilter: IssueFilterCriteria = { priorityIds: [], categoryId: null, location: null };
const priorityCycle: PriorityId[] = ['LOW', 'CRITICAL', 'MEDIUM', 'HIGH', 'HIGH'];
const base = Date.parse('2026-11-02T08:00:00Z');

describe('GET /api/issues/open and GET /api/sites/summary: the portfolio', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let managerId: string;
  let strangerHeaders: Record<string, string>;
  let siteA: { id: string; name: string };
  let siteB: { id: string; name: string };
  let otherSite: { id: string };
  const db = () => t.testDatabase.database.db;

  /** Open issues with few distinct times (ties are common, the id decides) and a resolved one per site. */
  async function seed(siteId: string, count: number, prefix: string) {
    for (let i = 0; i < count; i++) {
      await createTestIssue(db(), {
        siteId,
        title: `${prefix} ${i}`,
        priority: priorityCycle[i % priorityCycle.length]!,
        location: i % 2 === 0 ? 'Car park' : `${prefix} lobby`,
        createdAt: new Date(base + (i % 4) * 60_000),
      });
    }
    await createTestIssue(db(), { siteId, title: `${prefix} fixed`, status: 'RESOLVED', closedAt: new Date(base) });
  }

  beforeAll(async () => {
    t = await buildTestApp({ OPEN_LIST_PAGING_THRESHOLD: String(threshold) });
    const manager = await createTestUser(db());
    managerId = manager.id;
    const stranger = await createTestUser(db());
    siteA = await createTestSite(db(), { memberIds: [manager.id], name: 'Harbour Mall' });
    siteB = await createTestSite(db(), { memberIds: [manager.id], name: 'Station Plaza' });
    otherSite = await createTestSite(db(), { memberIds: [stranger.id], name: 'Elsewhere' });
    await seed(siteA.id, 4, 'Mall');
    await seed(siteB.id, 5, 'Plaza');
    await seed(otherSite.id, 3, 'Elsewhere');
    headers = await signInHeaders(db(), manager.id);
    strangerHeaders = await signInHeaders(db(), stranger.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as = headers) => t.app.inject({ method: 'GET', url, headers: as });
  const siteList = async (siteId: string) => (await get(`/api/site/${siteId}/issues/open`)).json() as OpenIssueRow[];

  it("answers the open issues of both of the user's sites, each naming its site, and never another user's", async () => {
    const res = await get('/api/issues/open');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as OpenIssueRow[];
    const expected = [...(await siteList(siteA.id)), ...(await siteList(siteB.id))];
    expect(rows.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(rows).toHaveLength(9);
    // The same rows as each site's list, byte for byte (its siteId included).
    expect(new Set(rows.map((row) => JSON.stringify(row)))).toEqual(
      new Set(expected.map((row) => JSON.stringify(row))),
    );
    expect(rows.every((row) => row.siteId === siteA.id || row.siteId === siteB.id)).toBe(true);
    expect(rows.some((row) => row.title.startsWith('Elsewhere'))).toBe(false);
    // The other user sees their own only.
    const theirs = (await get('/api/issues/open', strangerHeaders)).json() as OpenIssueRow[];
    expect(theirs.map((row) => row.siteId)).toEqual([otherSite.id, otherSite.id, otherSite.id]);
  });

  it('the site filter narrows it; a site the user is not a member of answers exactly as one that does not exist', async () => {
    const onlyB = await get(`/api/issues/open?siteId=${siteB.id}`);
    expect((onlyB.json() as OpenIssueRow[]).map((row) => row.siteId)).toEqual(Array(5).fill(siteB.id));
    // The one site's own cached list: the same bytes and ETag as the site's route.
    const siteRoute = await get(`/api/site/${siteB.id}/issues/open`);
    expect(onlyB.body).toBe(siteRoute.body);
    expect(onlyB.headers.etag).toBe(siteRoute.headers.etag);

    const foreign = await get(`/api/issues/open?siteId=${otherSite.id}`);
    const missing = await get(`/api/issues/open?siteId=${randomUUID()}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual([]);
    expect([foreign.body, foreign.headers.etag]).toEqual([missing.body, missing.headers.etag]);
    // Mixed with the user's own: left out, as if it were not named.
    const mixed = await get(`/api/issues/open?siteId=${siteB.id},${otherSite.id}`);
    expect([mixed.body, mixed.headers.etag]).toEqual([onlyB.body, onlyB.headers.etag]);
  });

  it('refuses a malformed site filter with the field named, and a request without a session', async () => {
    const bad = await get('/api/issues/open?siteId=lobby');
    expect(bad.statusCode).toBe(400);
    expect(errorBodyOf(bad).fieldErrors).toHaveProperty('siteId.0');
    expect((await t.app.inject({ method: 'GET', url: '/api/issues/open' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/sites/summary' })).statusCode).toBe(401);
  });

  it('revalidates like a site list: the same ETag gives a 304, and a change on either site gives a new list', async () => {
    const first = await get('/api/issues/open');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/issues/open',
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const row = await createTestIssue(db(), { siteId: siteB.id, title: 'Lift stuck', priority: 'CRITICAL' });
    t.app.deps.events.emit('issue.created', row);
    const after = await get('/api/issues/open');
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json() as OpenIssueRow[]).map((r) => r.id)).toContain(row.id);
    // Another user's change leaves this list as it was.
    const elsewhere = await createTestIssue(db(), { siteId: otherSite.id, title: 'Elsewhere new' });
    t.app.deps.events.emit('issue.created', elsewhere);
    expect((await get('/api/issues/open')).headers.etag).toBe(after.headers.etag);
  });

  it('pages like a site list above the threshold: every sort and filter, the shared order, no gaps or repeats', async () => {
    const all = (await get('/api/issues/open')).json() as OpenIssueRow[];
    expect(all.length).toBeGreaterThan(threshold);
    const criteriaCases: IssueFilterCriteria[] = [
      anyFilter,
      { ...anyFilter, priorityIds: ['HIGH', 'CRITICAL'] },
      { ...anyFilter, location: 'Car park' },
      { ...anyFilter, siteIds: [siteA.id, siteB.id] },
    ];
    for (const sort of issueSorts as readonly IssueSort[]) {
      for (const criteria of criteriaCases) {
        const expected = sortIssues(
          all.filter((row) => matchesIssueFilter(row, criteria)),
          sort,
        );
        const seen: OpenIssueRow[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const params = openListSearchParams({ sort, criteria, limit: 3, cursor });
          const res = await get(`/api/issues/open?${params}`);
          expect(res.statusCode).toBe(200);
          const page = res.json() as OpenIssuePage;
          expect(page.matchCount).toBe(expected.length);
          // The Location filter's choices: every open issue of the sites in view.
          const inView = all.filter((row) => matchesIssueFilter(row, { ...anyFilter, siteIds: criteria.siteIds }));
          if (pages === 0) expect(page.locations).toEqual(distinctLocations(inView));
          seen.push(...page.issues);
          cursor = page.nextCursor;
          pages += 1;
        } while (cursor && pages < 20);
        expect(seen.map((row) => row.id)).toEqual(expected.map((row) => row.id));
      }
    }
    // Narrowed to one small site, the answer is that site's whole list, as the site's route gives it.
    const params = openListSearchParams({ sort: 'latest', criteria: { ...anyFilter, siteIds: [siteA.id] }, limit: 3 });
    const narrowed = await get(`/api/issues/open?${params}`);
    expect(narrowed.body).toBe((await get(`/api/site/${siteA.id}/issues/open?limit=3`)).body);
  });

  it('counts open and critical issues per site of the user, in the side menu order, in one answer', async () => {
    const quietSite = await createTestSite(db(), { memberIds: [managerId], name: 'Quiet Depot' });
    // Each site's own response targets come with its counts: the list across sites shows each row's due time.
    const plazaTargets = { CRITICAL: 30, HIGH: 120, MEDIUM: 1440, LOW: 4320 };
    await db().update(sitesTable).set({ responseTargets: plazaTargets }).where(eq(sitesTable.id, siteB.id));
    const res = await get('/api/sites/summary');
    expect(res.statusCode).toBe(200);
    const { sites } = res.json() as SitesSummary;
    const open = async (siteId: string) => (await get(`/api/issues/open?siteId=${siteId}`)).json() as OpenIssueRow[];
    const [rowsA, rowsB] = [await open(siteA.id), await open(siteB.id)];
    const critical = (rows: OpenIssueRow[]) => rows.filter((row) => row.priority.id === 'CRITICAL').length;
    const defaults = defaultResponseTargets;
    expect(sites).toEqual([
      {
        siteId: siteA.id,
        siteName: 'Harbour Mall',
        open: rowsA.length,
        critical: critical(rowsA),
        responseTargets: defaults,
      },
      {
        siteId: siteB.id,
        siteName: 'Station Plaza',
        open: rowsB.length,
        critical: critical(rowsB),
        responseTargets: plazaTargets,
      },
      { siteId: quietSite.id, siteName: 'Quiet Depot', open: 0, critical: 0, responseTargets: defaults },
    ]);
    expect(critical(rowsB)).toBeGreaterThan(0);
    const theirs = ((await get('/api/sites/summary', strangerHeaders)).json() as SitesSummary).sites;
    expect(theirs.map((site) => site.siteId)).toEqual([otherSite.id]);
  });

  it('a user without sites gets an empty list and no counts', async () => {
    const loner = await signInHeaders(db(), (await createTestUser(db())).id);
    expect((await get('/api/issues/open', loner)).json()).toEqual([]);
    expect((await get('/api/issues/open?limit=100', loner)).json()).toEqual([]);
    expect((await get('/api/sites/summary', loner)).json()).toEqual({ sites: [] });
  });
});
