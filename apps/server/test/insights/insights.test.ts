import type { CategoryId, PriorityId } from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueReports, sites } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { errorBodyOf } from '../support/error-body';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';

const hourMs = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const ms = (iso: string) => Date.parse(iso);

/*
 * The seeded site, four weeks up to Wednesday 2026-03-04: from Monday 2026-02-09 to Monday 2026-03-09 (UTC).
 * Every expected figure below was worked out by hand from this table.
 *
 *  #   created (UTC)        priority  category          location    resolved             took
 *  1   Mon 02-09 08:00      CRITICAL  SECURITY          Lobby       02-09 10:00          2 h
 *  2   Tue 02-10 09:30      HIGH      CLEANING          Kitchen     02-11 09:30          24 h
 *  3   Mon 02-16 14:00      HIGH      CLEANING          " kitchen " 02-16 20:00          6 h
 *  4   Wed 02-18 14:15      MEDIUM    CLEANING          Car park    02-25 14:15          168 h
 *  11  Fri 02-20 11:00      MEDIUM    SECURITY          Roof        open
 *  5   Tue 02-24 14:45      HIGH      WASTE_MANAGEMENT  Kitchen     02-24 16:45          2 h
 *  6   Tue 03-03 22:00      LOW       CLEANING          Car park    open
 *  8   Wed 03-04 09:00      CRITICAL  SECURITY          Lobby       03-04 09:30          0.5 h
 *  before and after the period:
 *  7   Tue 01-20 10:00      MEDIUM    CLEANING          Lobby       02-12 10:00 (in)     552 h
 *  9   Mon 03-09 00:00      HIGH      CLEANING          Kitchen     open (the period's end: out)
 *  10  2025-12-01           MEDIUM    CLEANING          Car park    2025-12-02
 *  12  2025-11-01           MEDIUM    SECURITY          Roof        open
 * Another tenant's site has an issue at "Kitchen" on 02-20 and a French report: neither may count.
 */
describe('Insights of a site', () => {
  let t: TestApp;
  let siteId: string;
  let headers: Record<string, string>;
  let strangerHeaders: Record<string, string>;
  let otherSiteId: string;
  let secondSiteId: string;
  const db = () => t.testDatabase.database.db;

  beforeAll(async () => {
    t = await buildTestApp();
    const manager = await createTestUser(db());
    const stranger = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [manager.id] });
    const otherSite = await createTestSite(db(), { memberIds: [stranger.id] });
    siteId = site.id;
    otherSiteId = otherSite.id;
    headers = await signInHeaders(db(), manager.id);
    strangerHeaders = await signInHeaders(db(), stranger.id);

    type Row = [string, string | null, PriorityId, CategoryId, string];
    // [created, resolved, priority, category, location], as in the table above.
    const rows: Record<string, Row> = {
      i1: ['2026-02-09T08:00:00Z', '2026-02-09T10:00:00Z', 'CRITICAL', 'SECURITY', 'Lobby'],
      i2: ['2026-02-10T09:30:00Z', '2026-02-11T09:30:00Z', 'HIGH', 'CLEANING', 'Kitchen'],
      i3: ['2026-02-16T14:00:00Z', '2026-02-16T20:00:00Z', 'HIGH', 'CLEANING', ' kitchen '],
      i4: ['2026-02-18T14:15:00Z', '2026-02-25T14:15:00Z', 'MEDIUM', 'CLEANING', 'Car park'],
      i11: ['2026-02-20T11:00:00Z', null, 'MEDIUM', 'SECURITY', 'Roof'],
      i5: ['2026-02-24T14:45:00Z', '2026-02-24T16:45:00Z', 'HIGH', 'WASTE_MANAGEMENT', 'Kitchen'],
      i6: ['2026-03-03T22:00:00Z', null, 'LOW', 'CLEANING', 'Car park'],
      i8: ['2026-03-04T09:00:00Z', '2026-03-04T09:30:00Z', 'CRITICAL', 'SECURITY', 'Lobby'],
      i7: ['2026-01-20T10:00:00Z', '2026-02-12T10:00:00Z', 'MEDIUM', 'CLEANING', 'Lobby'],
      i9: ['2026-03-09T00:00:00Z', null, 'HIGH', 'CLEANING', 'Kitchen'],
      i10: ['2025-12-01T10:00:00Z', '2025-12-02T10:00:00Z', 'MEDIUM', 'CLEANING', 'Car park'],
      i12: ['2025-11-01T10:00:00Z', null, 'MEDIUM', 'SECURITY', 'Roof'],
    };
    const seed = (onSite: string, [created, resolved, priority, category, location]: Row) =>
      createTestIssue(db(), {
        siteId: onSite,
        createdAt: at(created),
        status: resolved ? 'RESOLVED' : 'OPEN',
        closedAt: resolved ? at(resolved) : null,
        priority,
        category,
        location,
      });
    const seeded: Record<string, { id: string; siteId: string }> = {};
    for (const [key, row] of Object.entries(rows)) seeded[key] = await seed(site.id, row);
    const elsewhereRow: Row = ['2026-02-20T12:00:00Z', '2026-02-20T13:00:00Z', 'HIGH', 'CLEANING', 'Kitchen'];
    const elsewhere = await seed(otherSite.id, elsewhereRow);
    // The manager's second site: one HIGH issue at a "Kitchen" of its own, resolved in 1 h (not a repeat of site 1's).
    const secondSite = await createTestSite(db(), { memberIds: [manager.id] });
    secondSiteId = secondSite.id;
    await seed(secondSite.id, ['2026-02-11T12:00:00Z', '2026-02-11T13:00:00Z', 'HIGH', 'CLEANING', 'Kitchen']);
    const report = async (key: string, language: string | null, created: string) => {
      const issue = key === 'elsewhere' ? elsewhere : seeded[key];
      if (!issue) throw new Error(`no issue ${key}`);
      await db()
        .insert(issueReports)
        .values({
          issueId: issue.id,
          siteId: issue.siteId,
          title: 'A report',
          description: 'What the visitor wrote',
          location: 'Somewhere',
          language,
          priority: 'MEDIUM',
          category: 'CLEANING',
          createdAt: at(created),
        });
    };

    // Reports in the period: en 3 (#1, #3, #5), es 2 (#2 and a second report joining it), unknown 1 (#8).
    await report('i1', 'en', '2026-02-09T08:00:00Z');
    await report('i2', 'es', '2026-02-10T09:30:00Z');
    await report('i2', 'es', '2026-02-12T18:00:00Z');
    await report('i3', 'en', '2026-02-16T14:00:00Z');
    await report('i5', 'en', '2026-02-24T14:45:00Z');
    await report('i8', null, '2026-03-04T09:00:00Z');
    await report('i7', 'de', '2026-01-20T10:00:00Z');
    await report('elsewhere', 'fr', '2026-02-20T12:00:00Z');
  });
  afterAll(async () => {
    await t.close();
  });

  const getInsights = (query: string, as = headers, site = () => siteId) =>
    t.app.inject({ method: 'GET', url: `/api/site/${site()}/insights${query}`, headers: as });

  async function seededFigures() {
    const res = await getInsights('?weeks=4&until=2026-03-04');
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('spans whole weeks from Monday to Monday (UTC) ending with the week holding `until`', async () => {
    const figures = await seededFigures();
    expect(figures.from).toBe(ms('2026-02-09T00:00:00Z'));
    expect(figures.to).toBe(ms('2026-03-09T00:00:00Z'));
  });

  it('counts the issues opened and resolved in each week', async () => {
    const { weekly } = await seededFigures();
    expect(weekly).toEqual([
      { weekStart: ms('2026-02-09T00:00:00Z'), opened: 2, resolved: 3 },
      { weekStart: ms('2026-02-16T00:00:00Z'), opened: 3, resolved: 1 },
      { weekStart: ms('2026-02-23T00:00:00Z'), opened: 1, resolved: 2 },
      { weekStart: ms('2026-03-02T00:00:00Z'), opened: 2, resolved: 1 },
    ]);
  });

  /**
   * Each group in order: its name, how many were resolved, median and p90 in hours, and the share resolved
   * within the response target (computed by hand).
   */
  function expectTimesToResolve(
    rows: Record<string, unknown>[],
    key: string,
    want: [string, number, number, number, number][],
  ) {
    expect(rows.map((row) => row[key])).toEqual(want.map(([name]) => name));
    want.forEach(([, resolved, median, p90, withinTarget], index) => {
      expect(rows[index]).toMatchObject({ resolved });
      expect(rows[index]?.withinTargetShare).toBeCloseTo(withinTarget, 9);
      expect(rows[index]?.medianMs).toBeCloseTo(median * hourMs, 0);
      expect(rows[index]?.p90Ms).toBeCloseTo(p90 * hourMs, 0);
    });
  }

  it('gives the median and 90th percentile time to resolve by priority, most urgent first', async () => {
    const { timeToResolveByPriority } = await seededFigures();
    // CRITICAL [0.5 h, 2 h]: median 1.25 h, p90 0.5 + 0.9 × 1.5 = 1.85 h. HIGH [2, 6, 24]: median 6 h,
    // p90 6 + 0.8 × 18 = 20.4 h. MEDIUM [168, 552]: 360 h, 168 + 0.9 × 384 = 513.6 h. LOW: none resolved.
    // Within the default targets (CRITICAL 1 h, HIGH 4 h, MEDIUM 48 h): 0.5 h of two, 2 h of three, none.
    expectTimesToResolve(timeToResolveByPriority, 'priority', [
      ['CRITICAL', 2, 1.25, 1.85, 1 / 2],
      ['HIGH', 3, 6, 20.4, 1 / 3],
      ['MEDIUM', 2, 360, 513.6, 0],
    ]);
  });

  it('gives the median and 90th percentile time to resolve by category, most resolved first', async () => {
    const { timeToResolveByCategory } = await seededFigures();
    // CLEANING [6, 24, 168, 552]: median (24 + 168) / 2 = 96 h, p90 168 + 0.7 × 384 = 436.8 h; none within
    // target (HIGH 24 h and 6 h > 4 h, MEDIUM 168 h and 552 h > 48 h). SECURITY: #8 in 0.5 h. WASTE: #5 in 2 h.
    expectTimesToResolve(timeToResolveByCategory, 'category', [
      ['CLEANING', 4, 96, 436.8, 0],
      ['SECURITY', 2, 1.25, 1.85, 1 / 2],
      ['WASTE_MANAGEMENT', 1, 2, 2, 1],
    ]);
  });

  it('counts resolved within target by the site’s own targets when it set them', async () => {
    // HIGH at 25 h: #2 (24 h), #3 (6 h) and #5 (2 h) are all within it; the other priorities keep the defaults.
    const targets = { CRITICAL: 60, HIGH: 25 * 60, MEDIUM: 2 * 24 * 60, LOW: 7 * 24 * 60 };
    await db().update(sites).set({ responseTargets: targets }).where(eq(sites.id, siteId));
    try {
      const { timeToResolveByPriority } = await seededFigures();
      expect(timeToResolveByPriority.map((row: { withinTargetShare: number }) => row.withinTargetShare)).toEqual([
        1 / 2,
        1,
        0,
      ]);
    } finally {
      await db().update(sites).set({ responseTargets: null }).where(eq(sites.id, siteId));
    }
  });

  it('lists the places that come back within 30 days, most repeats first, an earlier issue included', async () => {
    const { repeatPlaces } = await seededFigures();
    // Kitchen: #3 six days after #2, #5 eight days after #3 ("kitchen" in any case and spacing is one place).
    // Lobby: #1 twenty days after #7 (before the period), #8 twenty-three days after #1.
    // Car park: #6 thirteen days after #4. Roof: 111 days apart, not a repeat.
    expect(repeatPlaces).toEqual([
      { siteId, location: 'Kitchen', issues: 3, repeats: 2, lastReportedAt: ms('2026-02-24T14:45:00Z') },
      { siteId, location: 'Lobby', issues: 2, repeats: 2, lastReportedAt: ms('2026-03-04T09:00:00Z') },
      { siteId, location: 'Car park', issues: 2, repeats: 1, lastReportedAt: ms('2026-03-03T22:00:00Z') },
    ]);
  });

  it('counts the issues opened by day of the week and by hour (UTC)', async () => {
    const { byWeekday, byHour } = await seededFigures();
    expect(byWeekday.map((row: { opened: number }) => row.opened)).toEqual([2, 3, 2, 0, 1, 0, 0]);
    expect(byWeekday.map((row: { weekday: number }) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const busyHours = Object.fromEntries(
      byHour
        .filter((row: { opened: number }) => row.opened > 0)
        .map((row: { hour: number; opened: number }) => [row.hour, row.opened]),
    );
    expect(busyHours).toEqual({ 8: 1, 9: 2, 11: 1, 14: 3, 22: 1 });
    expect(byHour).toHaveLength(24);
  });

  it('counts the visitors’ reports by language, most first, unknown last', async () => {
    const { reportsByLanguage } = await seededFigures();
    expect(reportsByLanguage).toEqual([
      { language: 'en', reports: 3 },
      { language: 'es', reports: 2 },
      { language: null, reports: 1 },
    ]);
  });

  it('shows the last 12 weeks up to today by default', async () => {
    const res = await getInsights('');
    expect(res.statusCode).toBe(200);
    const { from, to, weekly } = res.json();
    expect(weekly).toHaveLength(12);
    expect(to - from).toBe(12 * 7 * 24 * hourMs);
    expect(new Date(from).getUTCDay()).toBe(1);
    expect(from).toBeLessThanOrEqual(Date.now() - 11 * 7 * 24 * hourMs);
    expect(to).toBeGreaterThan(Date.now());
  });

  it('answers zeros for every week and hour of a period without issues', async () => {
    const res = await getInsights('?weeks=2&until=2024-06-05');
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    expect(figures.weekly.map((row: { opened: number; resolved: number }) => row.opened + row.resolved)).toEqual([
      0, 0,
    ]);
    expect(figures.byWeekday.every((row: { opened: number }) => row.opened === 0)).toBe(true);
    expect(figures.byHour.every((row: { opened: number }) => row.opened === 0)).toBe(true);
    expect(figures).toMatchObject({
      timeToResolveByPriority: [],
      timeToResolveByCategory: [],
      repeatPlaces: [],
      reportsByLanguage: [],
    });
  });

  it('adds up every site of the user for the portfolio, and no other tenant’s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/insights?weeks=4&until=2026-03-04', headers });
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    // The second site adds one opened and one resolved issue to the first week.
    expect(figures.weekly.map((week: { opened: number; resolved: number }) => [week.opened, week.resolved])).toEqual([
      [3, 4],
      [3, 1],
      [1, 2],
      [2, 1],
    ]);
    // HIGH [1, 2, 6, 24 h]: median (2 + 6) / 2 = 4 h, p90 6 + 0.7 × 18 = 18.6 h, within 4 h: 1 h and 2 h.
    expectTimesToResolve(figures.timeToResolveByPriority, 'priority', [
      ['CRITICAL', 2, 1.25, 1.85, 1 / 2],
      ['HIGH', 4, 4, 18.6, 1 / 2],
      ['MEDIUM', 2, 360, 513.6, 0],
    ]);
    expect(figures.repeatPlaces.map((place: { siteId: string; location: string }) => place.location)).toEqual([
      'Kitchen',
      'Lobby',
      'Car park',
    ]);
    expect(figures.repeatPlaces.every((place: { siteId: string }) => place.siteId === siteId)).toBe(true);
    expect(secondSiteId).not.toBe(siteId);
  });

  it('answers empty figures for a user without sites, 401 signed out and 400 for a bad period', async () => {
    const loner = await createTestUser(db());
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/insights?weeks=2&until=2026-03-04',
      headers: await signInHeaders(db(), loner.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().weekly).toEqual([
      { weekStart: ms('2026-02-23T00:00:00Z'), opened: 0, resolved: 0 },
      { weekStart: ms('2026-03-02T00:00:00Z'), opened: 0, resolved: 0 },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/insights' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/insights?weeks=0', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.weeks).toEqual(['must be at least 1 week']);
  });

  it('answers 404 for another tenant’s site, exactly as for a site that does not exist', async () => {
    const foreign = await getInsights('', headers, () => otherSiteId);
    const missing = await getInsights('', headers, () => '00000000-0000-4000-8000-000000000000');
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(errorBodyOf(foreign)).toEqual(errorBodyOf(missing));
    expect((await getInsights('', strangerHeaders)).statusCode).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/site/${siteId}/insights` });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['weeks', '?weeks=0'],
    ['weeks', '?weeks=53'],
    ['weeks', '?weeks=2.5'],
    ['weeks', '?weeks=many'],
    ['until', '?until=2026-02-30'],
    ['until', '?until=yesterday'],
  ])('answers 400 naming %s for %s', async (field, query) => {
    const res = await getInsights(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { [field]: [expect.any(String)] } });
  });

  it('answers 400 naming the site id when it is not one', async () => {
    const res = await getInsights('', headers, () => 'not-a-site');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.siteId).toEqual(['must be a site id']);
  });
});
