import {
  type IssueFilterCriteria,
  type IssueSort,
  matchesIssueFilter,
  type OpenIssuePage,
  type OpenIssueRow,
  openListSearchParams,
  type PriorityId,
  sortIssues,
} from '@sitewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issues } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, createTestUser, publicSiteHeaders, signInHeaders } from '../support/factories';

// Issue 12: above the threshold (5 here, a few thousand in production) the dashboard's list is paged.
const threshold = 5;
const anyFilter: IssueFilterCriteria = { priorityIds: [], categoryId: null, location: null };
const priorityCycle: PriorityId[] = ['LOW', 'CRITICAL', 'MEDIUM', 'HIGH', 'HIGH', 'LOW', 'CRITICAL'];

describe('GET /api/site/{siteId}/issues/open?limit=: server paging of large sites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ OPEN_LIST_PAGING_THRESHOLD: String(threshold) });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDatabase.database.db;

  /** A site with `count` open issues: few distinct times, so equal keys are common and the id decides. */
  async function setUp(count: number) {
    const user = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [user.id] });
    const base = Date.parse('2026-01-05T08:00:00Z');
    if (count > 0) {
      await db()
        .insert(issues)
        .values(
          Array.from({ length: count }, (_, i) => ({
            siteId: site.id,
            title: `Issue ${i}`,
            description: 'Water on the floor',
            location: i % 3 === 0 ? 'Car park' : 'Lobby',
            priority: priorityCycle[i % priorityCycle.length]!,
            category: i % 4 === 0 ? ('SECURITY' as const) : ('CLEANING' as const),
            createdAt: new Date(base + (i % 9) * 60_000),
          })),
        );
    }
    const headers = await signInHeaders(db(), user.id);
    const url = `/api/site/${site.id}/issues/open`;
    return { site, headers, url };
  }

  async function getPage(url: string, headers: Record<string, string>, params: URLSearchParams) {
    const res = await t.app.inject({ method: 'GET', url: `${url}?${params}`, headers });
    expect(res.statusCode).toBe(200);
    return { page: res.json() as OpenIssuePage, etag: String(res.headers.etag) };
  }

  async function pageThrough(
    url: string,
    headers: Record<string, string>,
    options: { sort: IssueSort; criteria: IssueFilterCriteria; limit: number; between?: () => Promise<void> },
  ) {
    const seen: OpenIssueRow[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { page }: { page: OpenIssuePage } = await getPage(
        url,
        headers,
        openListSearchParams({ ...options, cursor }),
      );
      expect(page.locations !== undefined).toBe(pages === 0);
      seen.push(...page.issues);
      cursor = page.nextCursor;
      pages += 1;
      await options.between?.();
    } while (cursor);
    return { seen, pages };
  }

  it('a small site answers the whole list with or without limit: the same cached body, ETag and 304', async () => {
    const { headers, url } = await setUp(threshold);
    const whole = await t.app.inject({ method: 'GET', url, headers });
    const asked = await t.app.inject({ method: 'GET', url: `${url}?limit=2&sort=oldest`, headers });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toBe(whole.body);
    expect(asked.json()).toHaveLength(threshold);
    expect(asked.headers.etag).toBe(whole.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: `${url}?limit=2&sort=oldest`,
      headers: { ...headers, 'if-none-match': String(asked.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('a large site pages each sort and filter in the order of the shared rules, without gaps or repeats', async () => {
    const { headers, url } = await setUp(40);
    // Without limit the whole list still goes out (spec section 7), and it is the reference.
    const all = (await t.app.inject({ method: 'GET', url, headers })).json() as OpenIssueRow[];
    expect(all).toHaveLength(40);
    const filters: IssueFilterCriteria[] = [
      anyFilter,
      { ...anyFilter, priorityIds: ['HIGH', 'CRITICAL'], location: 'Lobby' },
      { ...anyFilter, categoryId: 'SECURITY', createdFrom: Date.parse('2026-01-05T08:03:00Z') },
    ];
    for (const sort of ['highestPriority', 'latest', 'oldest'] as const) {
      for (const criteria of filters) {
        const expected = sortIssues(
          all.filter((row) => matchesIssueFilter(row, criteria)),
          sort,
        );
        const { seen, pages } = await pageThrough(url, headers, { sort, criteria, limit: 7 });
        expect(seen.map((row) => row.id)).toEqual(expected.map((row) => row.id));
        expect(pages).toBe(Math.max(1, Math.ceil(expected.length / 7)));
      }
    }
    const first = await getPage(url, headers, openListSearchParams({ sort: 'latest', criteria: anyFilter, limit: 3 }));
    expect(first.page.matchCount).toBe(40);
    expect(first.page.locations).toEqual(['Car park', 'Lobby']);
    expect(first.page.issues[0]).not.toHaveProperty('description');
  });

  it('issues created and resolved between pages: nothing repeats, nothing present throughout is missed', async () => {
    const { site, headers, url } = await setUp(30);
    const all = (await t.app.inject({ method: 'GET', url, headers })).json() as OpenIssueRow[];
    const order = sortIssues(all, 'highestPriority');
    // Resolve rows that sort on later pages, and create issues through the public route, between requests.
    const toResolve = [order[20]!.id, order[27]!.id, order[12]!.id];
    let step = 0;
    const between = async () => {
      step += 1;
      const resolveId = toResolve[step - 1];
      if (resolveId) {
        const resolved = await t.app.inject({
          method: 'POST',
          url: `/api/site/${site.id}/issues/${resolveId}/resolve`,
          headers,
        });
        expect(resolved.statusCode).toBe(200);
      }
      if (step <= 2) {
        const created = await t.app.inject({
          method: 'POST',
          url: `/api/public/site/${site.id}/issues`,
          headers: publicSiteHeaders(site),
          remoteAddress: `10.12.0.${step}`,
          payload: { title: `New ${step}`, description: 'Door will not close', location: 'Back door' },
        });
        expect(created.statusCode).toBe(201);
      }
    };
    const { seen } = await pageThrough(url, headers, {
      sort: 'highestPriority',
      criteria: anyFilter,
      limit: 6,
      between,
    });
    const ids = seen.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of all) if (!toResolve.includes(row.id)) expect(ids).toContain(row.id);
    for (const id of toResolve.slice(0, 2)) expect(ids).not.toContain(id);
    // What the pages show is in the shared order all along.
    expect(ids).toEqual(sortIssues(seen, 'highestPriority').map((row) => row.id));
  });

  it('an unchanged page revalidates to a 304; any change of the list gives it a new ETag', async () => {
    const { site, headers, url } = await setUp(12);
    const params = openListSearchParams({ sort: 'oldest', criteria: anyFilter, limit: 4 });
    const first = await getPage(url, headers, params);
    const again = await t.app.inject({
      method: 'GET',
      url: `${url}?${params}`,
      headers: { ...headers, 'if-none-match': first.etag },
    });
    expect(again.statusCode).toBe(304);
    const other = await getPage(url, headers, openListSearchParams({ sort: 'latest', criteria: anyFilter, limit: 4 }));
    expect(other.etag).not.toBe(first.etag);
    await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/issues/${first.page.issues[0]!.id}/resolve`,
      headers,
    });
    const changed = await getPage(url, headers, params);
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.page.matchCount).toBe(11);
  });

  it('answers 400 with the field named for bad paging or filter parameters, never a 500', async () => {
    const { headers, url } = await setUp(8);
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=100000', 'limit'],
      ['limit=5&sort=newest', 'sort'],
      ['limit=5&cursor=not-a-cursor', 'cursor'],
      ['limit=5&priority=URGENT', 'priority'],
      ['limit=5&category=GARDEN', 'category'],
      ['limit=5&createdFrom=yesterday', 'createdFrom'],
    ];
    for (const [query, field] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { fieldErrors?: Record<string, string[]> };
      expect(
        Object.keys(body.fieldErrors ?? {}).some((key) => key.startsWith(field)),
        query,
      ).toBe(true);
    }
    // A cursor of one sort sent with another.
    const latest = await getPage(url, headers, openListSearchParams({ sort: 'latest', criteria: anyFilter, limit: 2 }));
    const mixed = await t.app.inject({
      method: 'GET',
      url: `${url}?limit=2&sort=oldest&cursor=${latest.page.nextCursor}`,
      headers,
    });
    expect(mixed.statusCode).toBe(400);
  });
});
