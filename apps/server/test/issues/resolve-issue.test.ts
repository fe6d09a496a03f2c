import { csrfHeaderName } from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssueRow } from '../../src/db/row-types';
import { issues } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';

describe('POST /api/site/{siteId}/issues/{issueId}/resolve', () => {
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
    const issue = await createTestIssue(db(), { siteId: site.id });
    return { user, site, issue, headers: await signInHeaders(db(), user.id) };
  }

  it('resolves once: RESOLVED with closedAt, a second call keeps the first closedAt, one event', async () => {
    const { site, issue, headers } = await memberWithIssue();
    const resolvedEvents: IssueRow[] = [];
    const onResolved = (row: IssueRow) => resolvedEvents.push(row);
    t.app.deps.events.on('issue.resolved', onResolved);
    try {
      const before = Date.now();
      const first = await t.app.inject({
        method: 'POST',
        url: `/api/site/${site.id}/issues/${issue.id}/resolve`,
        headers,
      });
      expect(first.statusCode).toBe(200);
      const firstBody = first.json();
      expect(firstBody).toMatchObject({ id: issue.id, status: 'RESOLVED' });
      expect(firstBody.closedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(firstBody.closedAt).toBeLessThanOrEqual(Date.now() + 1000);

      const second = await t.app.inject({
        method: 'POST',
        url: `/api/site/${site.id}/issues/${issue.id}/resolve`,
        headers,
      });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ status: 'RESOLVED', closedAt: firstBody.closedAt });
      expect(resolvedEvents.map((row) => row.id)).toEqual([issue.id]);
      expect(resolvedEvents[0]?.status).toBe('RESOLVED');
    } finally {
      t.app.deps.events.off('issue.resolved', onResolved);
    }

    const open = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/issues/open`, headers });
    expect(open.json()).toEqual([]);
  });

  it('keeps one closedAt when two resolves race', async () => {
    const { site, issue, headers } = await memberWithIssue();
    const url = `/api/site/${site.id}/issues/${issue.id}/resolve`;
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url, headers }),
      t.app.inject({ method: 'POST', url, headers }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const [row] = await db().select().from(issues).where(eq(issues.id, issue.id));
    expect(a.json().closedAt).toBe(row?.closedAt?.getTime());
    expect(b.json().closedAt).toBe(row?.closedAt?.getTime());
  });

  it('needs the CSRF header', async () => {
    const { site, issue, headers } = await memberWithIssue();
    const { [csrfHeaderName]: _csrf, ...withoutCsrf } = headers;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/issues/${issue.id}/resolve`,
      headers: withoutCsrf,
    });
    expect(res.statusCode).toBe(403);
    const [row] = await db().select().from(issues).where(eq(issues.id, issue.id));
    expect(row?.status).toBe('OPEN');
  });

  it("cannot resolve another tenant's issue: 404 and the issue stays open", async () => {
    const victim = await memberWithIssue();
    const attacker = await memberWithIssue();
    for (const siteId of [victim.site.id, attacker.site.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/site/${siteId}/issues/${victim.issue.id}/resolve`,
        headers: attacker.headers,
      });
      expect(res.statusCode).toBe(404);
    }
    const [row] = await db().select().from(issues).where(eq(issues.id, victim.issue.id));
    expect(row).toMatchObject({ status: 'OPEN', closedAt: null });
  });

  it('answers 404 for a missing issue and 400 for malformed ids', async () => {
    const { site, headers } = await memberWithIssue();
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/issues/0b7c9a52-6f1e-4a8d-9c3b-2e4f6a8b0c1d/resolve`,
      headers,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/issues/abc/resolve`,
      headers,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ issueId: ['must be an issue id'] });
  });
});
