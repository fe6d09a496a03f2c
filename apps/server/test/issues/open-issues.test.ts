import { toOpenIssueRow } from '@sitewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { attachTestPhoto } from './issue-photo-fixture';

describe('GET /api/site/{siteId}/issues/open', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDatabase.database.db;

  it("lists the site's open issues newest first as list rows: priority level and category, no description or photos", async () => {
    const user = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [user.id] });
    const otherSite = await createTestSite(db(), { memberIds: [user.id] });
    const older = await createTestIssue(db(), {
      siteId: site.id,
      title: 'Broken light',
      priority: 'HIGH',
      category: 'MECHANICAL_ELECTRICAL',
      createdAt: new Date('2026-01-05T14:30:00Z'),
    });
    const newer = await createTestIssue(db(), {
      siteId: site.id,
      title: 'Spill',
      priority: 'CRITICAL',
      category: 'CLEANING',
      location: 'Aisle 3',
      createdAt: new Date('2026-01-06T09:00:00Z'),
    });
    await createTestIssue(db(), { siteId: site.id, status: 'RESOLVED', closedAt: new Date() });
    await createTestIssue(db(), { siteId: otherSite.id, title: 'Elsewhere' });
    // Photos load with the issue itself (issue 12: slim rows).
    await attachTestPhoto(db(), { siteId: site.id, issueId: newer.id, position: 0 });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/open`,
      headers: await signInHeaders(db(), user.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: newer.id,
        siteId: site.id,
        title: 'Spill',
        location: 'Aisle 3',
        createdAt: Date.parse('2026-01-06T09:00:00Z'),
        status: 'OPEN',
        priority: { id: 'CRITICAL', level: 4 },
        category: { id: 'CLEANING' },
      },
      {
        id: older.id,
        siteId: site.id,
        title: 'Broken light',
        location: older.location,
        createdAt: Date.parse('2026-01-05T14:30:00Z'),
        status: 'OPEN',
        priority: { id: 'HIGH', level: 3 },
        category: { id: 'MECHANICAL_ELECTRICAL' },
      },
    ]);
  });

  it('lists each issue as the single-issue call shows it, less what only the detail shows', async () => {
    const user = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [user.id] });
    const headers = await signInHeaders(db(), user.id);
    const variety = [
      await createTestIssue(db(), { siteId: site.id, priority: 'LOW', category: 'FEEDBACK', language: 'uk' }),
      await createTestIssue(db(), { siteId: site.id, priority: 'CRITICAL', category: 'WASTE_MANAGEMENT' }),
      await createTestIssue(db(), { siteId: site.id, title: 'Ünïcödé 🚧 "quotes"', description: 'Line one\nLine two' }),
    ];
    await attachTestPhoto(db(), { siteId: site.id, issueId: variety[1]?.id ?? '', position: 0 });
    const list = (await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/issues/open`, headers })).json() as {
      id: string;
    }[];
    expect(list).toHaveLength(3);
    for (const listed of list) {
      const one = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/issues/${listed.id}`, headers });
      // The detail adds what only it shows: description, photos, every visitor's report and the
      // "still a problem?" links; the row is the same issue through the shared toOpenIssueRow.
      expect(listed).toEqual(toOpenIssueRow(one.json()));
    }
  });

  it('answers an empty list for a site without open issues', async () => {
    const user = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [user.id] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/open`,
      headers: await signInHeaders(db(), user.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("answers 404 for another tenant's site and leaks none of its issues", async () => {
    const owner = await createTestUser(db());
    const stranger = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [owner.id] });
    await createTestIssue(db(), { siteId: site.id, title: 'Confidential leak' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/open`,
      headers: await signInHeaders(db(), stranger.id),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Site not found' });
    expect(res.body).not.toContain('Confidential');
  });

  it('answers 400 for a malformed site id and 401 when signed out', async () => {
    const user = await createTestUser(db());
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/site/12345/issues/open',
      headers: await signInHeaders(db(), user.id),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ siteId: ['must be a site id'] });
    const site = await createTestSite(db(), { memberIds: [user.id] });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/issues/open` });
    expect(anonymous.statusCode).toBe(401);
  });
});
