import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triageExamples } from '../../src/db/schema';
import { openSse } from '../live/sse-client';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';

describe('triage override', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDatabase.database.db;

  it('changes priority and category, records it on the timeline and keeps a labelled example', async () => {
    const manager = await createTestUser(db(), { name: 'Dana' });
    const site = await createTestSite(db(), { memberIds: [manager.id] });
    const issue = await createTestIssue(db(), {
      siteId: site.id,
      priority: 'LOW',
      category: 'CLEANING',
      language: 'pl',
    });
    const headers = await signInHeaders(db(), manager.id);
    const url = `/api/site/${site.id}/issues/${issue.id}/triage`;

    const first = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { priorityId: 'HIGH', categoryId: 'PLUMBING' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ priority: { id: 'HIGH', level: 3 }, category: { id: 'PLUMBING' } });
    const second = await t.app.inject({ method: 'POST', url, headers, payload: { priorityId: 'CRITICAL' } });
    expect(second.json()).toMatchObject({ priority: { id: 'CRITICAL', level: 4 }, category: { id: 'PLUMBING' } });
    // The same values again change nothing and add no example.
    await t.app.inject({ method: 'POST', url, headers, payload: { priorityId: 'CRITICAL' } });

    const examples = await db().select().from(triageExamples).where(eq(triageExamples.issueId, issue.id));
    expect(examples).toHaveLength(2);
    expect(examples.map((e) => [e.predictedPriority, e.predictedCategory, e.priority, e.category])).toEqual([
      ['LOW', 'CLEANING', 'HIGH', 'PLUMBING'],
      ['LOW', 'CLEANING', 'CRITICAL', 'PLUMBING'],
    ]);
    expect(examples[0]).toMatchObject({
      title: issue.title,
      description: issue.description,
      language: 'pl',
      labelledByUserId: manager.id,
    });

    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/${issue.id}/activity`,
      headers,
    });
    const kinds = activity
      .json()
      .activities.map((a: { kind: string; actor: string | null; details: Record<string, unknown> }) => [
        a.kind,
        a.actor,
        a.details,
      ]);
    expect(kinds).toEqual([
      ['reported', null, { language: 'pl', via: 'chat' }],
      ['triaged', null, { priorityId: 'LOW', categoryId: 'CLEANING' }],
      [
        'triage_changed',
        'Dana',
        { fromPriorityId: 'LOW', priorityId: 'HIGH', fromCategoryId: 'CLEANING', categoryId: 'PLUMBING' },
      ],
      [
        'triage_changed',
        'Dana',
        { fromPriorityId: 'HIGH', priorityId: 'CRITICAL', fromCategoryId: 'PLUMBING', categoryId: 'PLUMBING' },
      ],
    ]);
  });

  it('answers bad values with field errors, and 404 to non-members', async () => {
    const manager = await createTestUser(db());
    const stranger = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [manager.id] });
    const issue = await createTestIssue(db(), { siteId: site.id });
    const url = `/api/site/${site.id}/issues/${issue.id}/triage`;
    const headers = await signInHeaders(db(), manager.id);
    const bad = await t.app.inject({ method: 'POST', url, headers, payload: { priorityId: 'URGENT' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.priorityId).toHaveLength(1);
    const empty = await t.app.inject({ method: 'POST', url, headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.priorityId).toEqual(['Choose a priority or a category']);
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      headers: await signInHeaders(db(), stranger.id),
      payload: { priorityId: 'LOW' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("is live on every member's open list", async () => {
    const a = await createTestUser(db());
    const b = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [a.id, b.id] });
    const issue = await createTestIssue(db(), { siteId: site.id, priority: 'LOW' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await signInHeaders(db(), b.id);
    const stream = await openSse(`${address}/api/site/${site.id}/issues/events`, { cookie: cookie as string });
    try {
      await t.app.inject({
        method: 'POST',
        url: `/api/site/${site.id}/issues/${issue.id}/triage`,
        headers: await signInHeaders(db(), a.id),
        payload: { priorityId: 'CRITICAL' },
      });
      const event = await stream.nextData<{ type: string }>((data) => data.type === 'issue.updated');
      expect(event).toMatchObject({ type: 'issue.updated', issue: { id: issue.id, priority: { id: 'CRITICAL' } } });
    } finally {
      stream.close();
    }
  });
});
