import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { attachTestPhoto } from './issue-photo-fixture';

describe('GET /api/site/{siteId}/issues/{issueId}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDatabase.database.db;

  async function memberWithIssue() {
    const user = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [user.id] });
    const issue = await createTestIssue(db(), { siteId: site.id, priority: 'LOW', category: 'IT', language: 'pl' });
    return { user, site, issue, headers: await signInHeaders(db(), user.id) };
  }

  it('answers the issue with its photos to a member, resolved ones too', async () => {
    const { site, issue, headers } = await memberWithIssue();
    const photo = await attachTestPhoto(db(), { siteId: site.id, issueId: issue.id, position: 0 });
    const res = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/issues/${issue.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: issue.id,
      siteId: site.id,
      title: issue.title,
      status: 'OPEN',
      priority: { id: 'LOW', level: 1 },
      category: { id: 'IT' },
      language: 'pl',
      photos: [{ id: photo.id }],
    });
    expect(res.json()).not.toHaveProperty('closedAt');

    const closedAt = new Date('2026-02-01T10:00:00Z');
    const resolved = await createTestIssue(db(), { siteId: site.id, status: 'RESOLVED', closedAt });
    const resolvedRes = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/${resolved.id}`,
      headers,
    });
    expect(resolvedRes.json()).toMatchObject({ status: 'RESOLVED', closedAt: closedAt.getTime() });
  });

  it('answers 404 for a missing issue and for an issue of another site of the same manager', async () => {
    const { user, site, headers } = await memberWithIssue();
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/7d9f6a2e-1b3c-4d5e-8f70-112233445566`,
      headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Issue not found' });

    const otherSite = await createTestSite(db(), { memberIds: [user.id] });
    const elsewhere = await createTestIssue(db(), { siteId: otherSite.id });
    const mismatched = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/${elsewhere.id}`,
      headers,
    });
    expect(mismatched.statusCode).toBe(404);
  });

  it("answers 404 for another tenant's issue, through their site id or one's own", async () => {
    const victim = await memberWithIssue();
    const attacker = await memberWithIssue();
    for (const siteId of [victim.site.id, attacker.site.id]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/site/${siteId}/issues/${victim.issue.id}`,
        headers: attacker.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(victim.issue.title);
    }
  });

  it('answers 400 for malformed ids, never 500', async () => {
    const { site, issue, headers } = await memberWithIssue();
    for (const url of [
      `/api/site/${site.id}/issues/nope`,
      `/api/site/${site.id}/issues/${issue.id}x`,
      `/api/site/bad/issues/${issue.id}`,
      `/api/site/${site.id}/issues/%00`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().fieldErrors).length, url).toBeGreaterThan(0);
    }
  });
});
