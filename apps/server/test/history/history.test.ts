import { siteIssuePath } from '@sitewatch/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAssignments } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';

let addressCounter = 0;
const nextAddress = () => `10.60.0.${(addressCounter++ % 250) + 1}`;

describe('Resolved history and CSV export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDatabase.database.db;

  async function siteWithHistory() {
    const manager = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [manager.id] });
    const resolved = (minutesAgo: number, fields: { title: string; description: string; location: string }) =>
      createTestIssue(db(), {
        siteId: site.id,
        status: 'RESOLVED',
        closedAt: new Date(Date.now() - minutesAgo * 60_000),
        ...fields,
      });
    const leak = await resolved(30, {
      title: 'Leaking tap',
      description: 'Water dripping all night',
      location: 'Kitchen',
    });
    const door = await resolved(10, {
      title: 'Broken door',
      description: 'The hinge snapped',
      location: 'Back office',
    });
    const bin = await resolved(20, { title: 'Overflowing bin', description: 'Smells bad', location: 'Kitchen yard' });
    const open = await createTestIssue(db(), {
      siteId: site.id,
      title: 'Leaking roof',
      description: 'Water',
      location: 'Kitchen',
    });
    return { site, headers: await signInHeaders(db(), manager.id), leak, door, bin, open };
  }

  it('lists resolved issues only, most recently resolved first', async () => {
    const { site, headers, leak, door, bin } = await siteWithHistory();
    const res = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/issues/resolved`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().issues.map((i: { id: string }) => i.id)).toEqual([door.id, bin.id, leak.id]);
    expect(res.json().issues[0]).toMatchObject({ status: 'RESOLVED', closedAt: door.closedAt?.getTime() });
    expect(res.json().nextBefore).toBeNull();
  });

  it('searches title, description and location by word prefixes, every word required', async () => {
    const { site, headers, leak, door, bin } = await siteWithHistory();
    const search = async (q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/site/${site.id}/issues/resolved?q=${encodeURIComponent(q)}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json().issues.map((i: { id: string }) => i.id);
    };
    expect(await search('dripping')).toEqual([leak.id]);
    expect(await search('HINGE')).toEqual([door.id]);
    expect(await search('kitchen')).toEqual([bin.id, leak.id]);
    expect(await search('kitch yard')).toEqual([bin.id]);
    expect(await search('leak')).toEqual([leak.id]);
    expect(await search('nothing-like-this')).toEqual([]);
    // Search syntax is only text: no error, no injection.
    expect(await search("') OR 1=1 --")).toEqual([]);
    expect(await search('&|!')).toHaveLength(3);
  });

  it('pages with before', async () => {
    const manager = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [manager.id] });
    const base = Date.now() - 1_000_000;
    for (let i = 0; i < 105; i += 1) {
      await createTestIssue(db(), { siteId: site.id, status: 'RESOLVED', closedAt: new Date(base + i * 1000) });
    }
    const headers = await signInHeaders(db(), manager.id);
    const first = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/issues/resolved`, headers });
    expect(first.json().issues).toHaveLength(100);
    const next = first.json().nextBefore;
    expect(next).toBe(base + 5 * 1000);
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/resolved?before=${next}`,
      headers,
    });
    expect(second.json().issues).toHaveLength(5);
    expect(second.json().nextBefore).toBeNull();
    const bad = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/issues/resolved?before=soon`, headers });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the issues created in a date range as CSV, and checks the range', async () => {
    const manager = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [manager.id] });
    const inRange = await createTestIssue(db(), {
      siteId: site.id,
      title: '=cmd',
      description: 'Line one\nline "two", three',
      createdAt: new Date('2026-03-01T00:00:00.000Z'),
    });
    await createTestIssue(db(), { siteId: site.id, createdAt: new Date('2026-03-03T00:00:00.000Z') });
    const lastDay = await createTestIssue(db(), { siteId: site.id, createdAt: new Date('2026-03-02T23:59:59.000Z') });
    // The first job link was withdrawn; the issue is with the second contractor now.
    await db()
      .insert(issueAssignments)
      .values([
        { issueId: lastDay.id, siteId: site.id, contractorEmail: 'old@example.com', revokedAt: new Date() },
        { issueId: lastDay.id, siteId: site.id, contractorEmail: 'fixer@example.com' },
      ]);
    const headers = await signInHeaders(db(), manager.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/export.csv?from=2026-03-01&to=2026-03-02`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sitewatch-issues-2026-03-01-to-2026-03-02.csv"',
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,closed_at,status,priority,category,title,description,location,language,category_name,assignee,link,' +
        'due_at,overdue',
    );
    const link = (issueId: string) => `${t.config.PUBLIC_URL}${siteIssuePath(site.id, issueId)}`;
    expect(lines[1]).toBe(
      `${inRange.id},2026-03-01T00:00:00.000Z,,OPEN,MEDIUM,CLEANING,'=cmd,"Line one\nline ""two"", three",Entrance,,` +
        `Cleaning,,${link(inRange.id)},2026-03-03T00:00:00.000Z,yes`,
    );
    expect(lines[2]?.startsWith(lastDay.id)).toBe(true);
    expect(lines[2]?.endsWith(`,fixer@example.com,${link(lastDay.id)},2026-03-04T23:59:59.000Z,yes`)).toBe(true);
    expect(lines).toHaveLength(4);

    const reversed = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/export.csv?from=2026-03-05&to=2026-03-01`,
      headers,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors.from).toEqual(['must not be after the end date']);
    const missing = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/issues/export.csv`, headers });
    expect(missing.statusCode).toBe(400);
  });

  it.each([
    ['from=2024-13-45&to=2025-01-31', 'from'],
    ['from=2024-02-30&to=2024-03-01', 'from'],
    ['from=2023-02-29&to=2023-03-01', 'from'],
    ['from=2024-01-01&to=2024-04-31', 'to'],
    ['from=2024-01-01&to=9999-12-31', 'to'],
    ['from=0000-01-01&to=2024-01-01', 'from'],
    ['from=2024-00-10&to=2024-01-01', 'from'],
  ])('refuses the impossible or out-of-range export range %s before writing a byte', async (query, field) => {
    const manager = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [manager.id] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/export.csv?${query}`,
      headers: await signInHeaders(db(), manager.id),
      // The export's rate limit counts per address.
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { [field]: [expect.any(String)] } });
  });

  it('exports a leap day and the last day of the supported range', async () => {
    const manager = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [manager.id] });
    const headers = await signInHeaders(db(), manager.id);
    for (const query of ['from=2024-02-29&to=2024-02-29', 'from=2999-12-31&to=2999-12-31']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/site/${site.id}/issues/export.csv?${query}`,
        headers,
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, query).toBe(200);
    }
  });

  it('streams an export larger than one batch in order', async () => {
    const manager = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [manager.id] });
    const start = Date.parse('2026-05-01T00:00:00.000Z');
    const values = Array.from({ length: 1203 }, (_, i) => ({
      siteId: site.id,
      title: `Issue ${i}`,
      description: 'd',
      location: 'l',
      priority: 'LOW' as const,
      category: 'OTHER' as const,
      // Several issues share a timestamp, so paging must break ties by id.
      createdAt: new Date(start + Math.floor(i / 3) * 1000),
    }));
    const { issues } = await import('../../src/db/schema');
    await db().insert(issues).values(values);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/export.csv?from=2026-05-01&to=2026-05-01`,
      headers: await signInHeaders(db(), manager.id),
    });
    const rows = res.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((r) => r.split(',')[0])).size).toBe(1203);
  });
});
