import {
  type CategoryId,
  type IssueFilterCriteria,
  issueSorts,
  type OpenIssuePage,
  openListSearchParams,
  type PriorityId,
} from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { issueReports, issues } from '../../src/db/schema';
import { listOpenIssues } from '../../src/modules/issues/list-open-issues';
import { createOpenListContent } from '../../src/modules/issues/open-list-content';
import { issueEventsChannel } from '../../src/modules/live/live-message';
import { waitFor } from '../background-jobs/wait-for';
import { buildSecondInstance, buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { type SeededRandom, seededRandom } from '../support/seeded-random';
import { testDatabaseKind } from '../support/test-database';

// The cached open list follows each change (the changed row read by id and applied) instead of being read
// whole: whatever the sequence, what it serves must equal the list read whole, in every sort and filter.
const threshold = 5;
const priorityIds: PriorityId[] = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'];
const categoryIds: CategoryId[] = ['CLEANING', 'SECURITY', 'IT'];
const locations = ['Lobby', 'Car park', 'Aisle 3'];
const base = Date.parse('2026-01-05T08:00:00Z');
const criteriaUsed: IssueFilterCriteria[] = [
  { priorityIds: [], categoryId: null, location: null },
  { priorityIds: [], categoryId: null, location: 'Lobby' },
  { priorityIds: ['HIGH', 'CRITICAL'], categoryId: null, location: null },
  { priorityIds: [], categoryId: 'CLEANING', location: null, createdFrom: base + 2 * 60_000 },
];

/** Issue fields as a random change sets them; few distinct times, so the id often decides the order. */
const randomFields = (random: SeededRandom) => ({
  title: `Leak ${Math.floor(random.next() * 100)}`,
  location: random.pick(locations),
  priority: random.pick(priorityIds),
  category: random.pick(categoryIds),
  createdAt: new Date(base + Math.floor(random.next() * 4) * 60_000),
});

/** What an app serves for a site: the whole list (bytes and ETag) and every sort and filter used, paged. */
async function servedList(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const whole = await app.inject({ method: 'GET', url, headers });
  expect(whole.statusCode).toBe(200);
  const pages: OpenIssuePage[] = [];
  for (const sort of issueSorts) {
    for (const criteria of criteriaUsed) {
      const params = openListSearchParams({ sort, criteria, limit: 500 });
      pages.push((await app.inject({ method: 'GET', url: `${url}?${params}`, headers })).json() as OpenIssuePage);
    }
  }
  return { body: whole.body, etag: String(whole.headers.etag), pages };
}

/** The same, computed from the site's rows read whole now. */
async function rebuiltList(db: Db, siteId: string) {
  const content = createOpenListContent(await listOpenIssues(db, siteId));
  const paged = content.issueCount > threshold;
  const pages = issueSorts.flatMap((sort) =>
    criteriaUsed.map((criteria) => {
      const matches = content.matching(sort, criteria);
      return paged
        ? { issues: [...matches], nextCursor: null, matchCount: matches.length, locations: content.locations() }
        : (JSON.parse(content.body().toString()) as OpenIssuePage);
    }),
  );
  return { body: content.body().toString(), etag: content.etag, pages };
}

async function setUpSite(db: Db, random: SeededRandom, count: number) {
  const user = await createTestUser(db);
  const site = await createTestSite(db, { memberIds: [user.id] });
  for (let i = 0; i < count; i++) await createTestIssue(db, { siteId: site.id, ...randomFields(random) });
  return { site, headers: await signInHeaders(db, user.id), url: `/api/site/${site.id}/issues/open` };
}

describe('the cached open list applies each change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ OPEN_LIST_PAGING_THRESHOLD: String(threshold) });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDatabase.database.db;

  it('equals the list read whole after every step of a random sequence of creates, updates and resolves', async () => {
    const random = seededRandom(2026);
    const { site, headers, url } = await setUpSite(db(), random, 8);
    const { events } = t.app.deps;
    expect(await servedList(t.app, url, headers)).toEqual(await rebuiltList(db(), site.id));
    const openIds = async () => (await listOpenIssues(db(), site.id)).map((row) => row.id);

    for (let step = 0; step < 24; step++) {
      const ids = await openIds();
      const roll = random.next();
      const target = ids.length > 0 ? random.pick(ids) : undefined;
      let heardOnly = false;
      if (!target || roll < 0.3) {
        events.emit('issue.created', await createTestIssue(db(), { siteId: site.id, ...randomFields(random) }));
      } else if (roll < 0.55) {
        // Whatever the list shows: priority, category, title, location, the translation of the title.
        const translation =
          random.next() < 0.5 ? { language: 'fr', title: 'Fuite', description: 'Eau', location: 'Hall' } : null;
        const [row] = await db()
          .update(issues)
          .set({ ...randomFields(random), translation })
          .where(eq(issues.id, target))
          .returning();
        if (row) events.emit('issue.updated', row);
      } else if (roll < 0.7) {
        const resolved = await t.app.inject({
          method: 'POST',
          url: `/api/site/${site.id}/issues/${target}/resolve`,
          headers,
        });
        expect(resolved.statusCode).toBe(200);
      } else if (roll < 0.85) {
        // Another visitor's report attached: the report count the row shows goes up.
        const report = {
          issueId: target,
          siteId: site.id,
          title: 'Same leak',
          description: 'Again',
          location: 'Lobby',
        };
        await db()
          .insert(issueReports)
          .values([1, 2].map(() => ({ ...report, priority: 'LOW' as const, category: 'CLEANING' as const })));
        const [row] = await db().select().from(issues).where(eq(issues.id, target));
        if (row) events.emit('issue.report-attached', row);
      } else {
        // A change made on another instance: only its notice arrives, through LISTEN/NOTIFY.
        heardOnly = true;
        await db()
          .update(issues)
          .set({ priority: random.pick(priorityIds) })
          .where(eq(issues.id, target));
        await t.testDatabase.database.notify(
          issueEventsChannel,
          JSON.stringify({ type: 'issue.updated', siteId: site.id, issueId: target }),
        );
      }
      const expected = await rebuiltList(db(), site.id);
      if (heardOnly) {
        await waitFor(async () => (await servedList(t.app, url, headers)).etag === expected.etag, {
          timeoutMs: 3000,
          what: `step ${step}: the notice to be applied`,
        });
      }
      expect(await servedList(t.app, url, headers), `step ${step}`).toEqual(expected);
    }
  });

  it('keeps a change heard while the list is being read whole', async () => {
    const random = seededRandom(7);
    const { site, headers, url } = await setUpSite(db(), random, 3);
    // The first request reads the list whole; the change lands while that read may still be under way.
    const first = t.app.inject({ method: 'GET', url, headers });
    const created = await createTestIssue(db(), { siteId: site.id, title: 'Arrived during the read' });
    t.app.deps.events.emit('issue.created', created);
    expect((await first).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url, headers });
    expect((after.json() as { id: string }[]).map((row) => row.id)).toContain(created.id);
    expect(await servedList(t.app, url, headers)).toEqual(await rebuiltList(db(), site.id));
  });
});

// Two servers on one PostgreSQL: each applies the changes it hears, and both end with the same list and ETag.
describe.runIf(testDatabaseKind === 'postgres')('the open list across two instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    a = await buildTestApp({ OPEN_LIST_PAGING_THRESHOLD: String(threshold) });
    ({ app: b, close: closeB } = await buildSecondInstance(a, { OPEN_LIST_PAGING_THRESHOLD: String(threshold) }));
  });
  afterAll(async () => {
    await closeB?.();
    await a?.close();
  });

  it('changes made on instance A reach the list cached on instance B: same rows, orders and ETag', async () => {
    const db = a.testDatabase.database.db;
    const random = seededRandom(11);
    const { site, headers, url } = await setUpSite(db, random, 7);
    await servedList(a.app, url, headers);
    await servedList(b, url, headers);

    const { events } = a.app.deps;
    const [first, second] = await listOpenIssues(db, site.id);
    events.emit('issue.created', await createTestIssue(db, { siteId: site.id, ...randomFields(random) }));
    const [updated] = await db
      .update(issues)
      .set(randomFields(random))
      .where(eq(issues.id, first?.id ?? ''))
      .returning();
    if (updated) events.emit('issue.updated', updated);
    const resolved = await a.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/issues/${second?.id}/resolve`,
      headers,
    });
    expect(resolved.statusCode).toBe(200);

    const expected = await rebuiltList(db, site.id);
    expect(await servedList(a.app, url, headers)).toEqual(expected);
    await waitFor(async () => (await servedList(b, url, headers)).etag === expected.etag, {
      timeoutMs: 3000,
      what: 'instance B to apply the changes',
    });
    expect(await servedList(b, url, headers)).toEqual(expected);
  });
});
