import type { CreatedWebhook } from '@sitewatch/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgBossSchema } from '../../src/adapters/background-jobs/pg-boss-queue';
import { issues, siteMembers, webhookDeliveries, webhookEvents } from '../../src/db/schema';
import {
  queueIssueWebhooks,
  webhookDeliveriesQueue,
  webhookEventId,
} from '../../src/modules/webhooks/queue-webhook-deliveries';
import { sweepWebhookEvents, webhookSweepAfterMs } from '../../src/modules/webhooks/sweep-webhook-events';
import { waitFor } from '../background-jobs/wait-for';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

let t: TestApp;
let receiver: WebhookReceiver;
const db = () => t.testDatabase.database.db;
const publicUrl = 'https://sitewatch.example.com';
/** The sweep's view a little after an event: past the time it leaves to the event's own listener. */
const afterListener = () => new Date(Date.now() + webhookSweepAfterMs + 30_000);
const sweep = (now = afterListener()) => sweepWebhookEvents({ db: db(), jobs: t.app.deps.jobs, publicUrl, now });

beforeAll(async () => {
  receiver = await startWebhookReceiver('/hooks/sweep');
  t = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

/** A site whose owner added an endpoint for both events; the endpoint exists before any of the site's issues. */
async function siteWithWebhook() {
  const owner = await createTestUser(db());
  const site = await createTestSite(db(), { memberIds: [] });
  await db().insert(siteMembers).values({ siteId: site.id, userId: owner.id, role: 'owner' });
  const headers = await signInHeaders(db(), owner.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/site/${site.id}/webhooks`,
    headers,
    payload: { url: receiver.url, events: ['issue.created', 'issue.resolved'] },
  });
  expect(res.statusCode).toBe(201);
  return { site, headers, hook: res.json() as CreatedWebhook };
}

const receivedFor = (issueId: string, type: string) =>
  receiver.received.filter((r) => r.body.includes(issueId) && r.body.includes(`"${type}"`));

async function jobsFor(eventId: string): Promise<number> {
  const { rows } = await t.testDatabase.database.executeSql(
    `SELECT count(*)::int AS count FROM ${pgBossSchema}.job WHERE name = $1 AND data->>'eventId' = $2`,
    [webhookDeliveriesQueue, eventId],
  );
  return Number((rows[0] as { count: number }).count);
}

/** Waits until the event's delivery succeeded, then answers how many times the receiver got it. */
async function deliveredCount(webhookId: string, eventId: string, issueId: string, type: string) {
  await waitFor(
    async () =>
      (
        await db()
          .select()
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.eventId, eventId)))
      ).some((row) => row.status === 'succeeded'),
    { what: `the ${type} delivery` },
  );
  return receivedFor(issueId, type).length;
}

describe('the sweep for webhook events whose queueing was lost', () => {
  it('delivers a created and a resolved event that were never queued, once each, with the listener’s message id', async () => {
    const { hook, site } = await siteWithWebhook();
    // Stored without an event, as when the process stops between the commit and queueing.
    const issue = await createTestIssue(db(), { siteId: site.id });
    expect(await sweep(new Date())).toBe(0);
    expect(await sweep()).toBe(1);
    const createdId = webhookEventId(hook.id, 'issue.created', issue.id);
    expect(await deliveredCount(hook.id, createdId, issue.id, 'issue.created')).toBe(1);
    expect(receivedFor(issue.id, 'issue.created')[0]?.headers['webhook-id']).toBe(createdId);

    await db().update(issues).set({ status: 'RESOLVED', closedAt: new Date() }).where(eq(issues.id, issue.id));
    expect(await sweep()).toBe(1);
    const resolvedId = webhookEventId(hook.id, 'issue.resolved', issue.id);
    expect(await deliveredCount(hook.id, resolvedId, issue.id, 'issue.resolved')).toBe(1);

    // Later sweeps find nothing left.
    expect(await sweep()).toBe(0);
    expect(await jobsFor(createdId)).toBe(1);
    expect(await jobsFor(resolvedId)).toBe(1);
  });

  it('never doubles an event its listener delivered', async () => {
    const { hook, site, headers } = await siteWithWebhook();
    const issue = await createTestIssue(db(), { siteId: site.id });
    t.app.deps.events.emit('issue.created', issue);
    const resolve = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/issues/${issue.id}/resolve`,
      headers,
    });
    expect(resolve.statusCode).toBe(200);
    const createdId = webhookEventId(hook.id, 'issue.created', issue.id);
    const resolvedId = webhookEventId(hook.id, 'issue.resolved', issue.id);
    expect(await deliveredCount(hook.id, createdId, issue.id, 'issue.created')).toBe(1);
    expect(await deliveredCount(hook.id, resolvedId, issue.id, 'issue.resolved')).toBe(1);

    expect(await sweep()).toBe(0);
    expect(await jobsFor(createdId)).toBe(1);
    expect(await jobsFor(resolvedId)).toBe(1);
  });

  it('adds no second job when the process stopped after queueing but before marking the event queued', async () => {
    const { hook, site } = await siteWithWebhook();
    const issue = await createTestIssue(db(), { siteId: site.id });
    const jobs = t.app.deps.jobs;
    expect(await queueIssueWebhooks({ db: db(), jobs, publicUrl, type: 'issue.created', issue })).toBe(1);
    const eventId = webhookEventId(hook.id, 'issue.created', issue.id);
    expect(await deliveredCount(hook.id, eventId, issue.id, 'issue.created')).toBe(1);
    // The mark was never written.
    await db()
      .update(webhookEvents)
      .set({ queuedAt: null, claimedUntil: null })
      .where(eq(webhookEvents.issueId, issue.id));

    expect(await sweep()).toBe(0);
    expect(await jobsFor(eventId)).toBe(1);
    expect(receivedFor(issue.id, 'issue.created')).toHaveLength(1);
    const [event] = await db().select().from(webhookEvents).where(eq(webhookEvents.issueId, issue.id));
    expect(event?.queuedAt).toBeInstanceOf(Date);
  });

  it('queues a lost event once when sweeps on several instances run at the same moment', async () => {
    const { hook, site } = await siteWithWebhook();
    const issue = await createTestIssue(db(), { siteId: site.id });
    const now = afterListener();
    const results = await Promise.all([sweep(now), sweep(now), sweep(now)]);
    expect(results.reduce((sum, count) => sum + count, 0)).toBe(1);
    const eventId = webhookEventId(hook.id, 'issue.created', issue.id);
    expect(await deliveredCount(hook.id, eventId, issue.id, 'issue.created')).toBe(1);
    expect(await jobsFor(eventId)).toBe(1);
  });

  it('leaves events from before the endpoint existed, and sites without endpoints, alone', async () => {
    const site = await createTestSite(db(), { memberIds: [] });
    const before = await createTestIssue(db(), { siteId: site.id });
    const { site: hooked } = await siteWithWebhook();
    const older = await createTestIssue(db(), { siteId: hooked.id, createdAt: new Date(Date.now() - 60 * 60_000) });
    expect(await sweep()).toBe(0);
    expect(receivedFor(before.id, 'issue.created')).toHaveLength(0);
    expect(receivedFor(older.id, 'issue.created')).toHaveLength(0);
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.issueId, before.id))).toHaveLength(0);
  });

  it('works through a backlog larger than one batch, each event queued exactly once', async () => {
    const { hook, site } = await siteWithWebhook();
    const backlog = await Promise.all(Array.from({ length: 12 }, () => createTestIssue(db(), { siteId: site.id })));
    const jobs = t.app.deps.jobs;
    const now = afterListener();
    expect(await sweepWebhookEvents({ db: db(), jobs, publicUrl, now, batchSize: 5 })).toBe(12);
    for (const issue of backlog) expect(await jobsFor(webhookEventId(hook.id, 'issue.created', issue.id))).toBe(1);
    expect(await sweepWebhookEvents({ db: db(), jobs, publicUrl, now, batchSize: 5 })).toBe(0);
  });
});
