import type { CreatedWebhook } from '@sitewatch/shared';
import { dashboardPath, siteIssuePath } from '@sitewatch/shared/paths';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgBossSchema } from '../../src/adapters/background-jobs/pg-boss-queue';
import { issueAssignments, issues, sentEmails, users, webhookDeliveries } from '../../src/db/schema';
import { claimOverdueNotice } from '../../src/modules/response-targets/overdue-issues';
import { sendOverdueNotices } from '../../src/modules/response-targets/send-overdue-notices';
import { overdueNoticesQueue, sweepOverdueIssues } from '../../src/modules/response-targets/sweep-overdue-issues';
import { waitFor } from '../background-jobs/wait-for';
import { buildSecondInstance, buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestTeam, signInHeaders } from '../support/factories';
import { readOutbox } from '../support/outbox';
import { testDatabaseKind } from '../support/test-database';
import { startWebhookReceiver, type WebhookReceiver } from '../webhooks/webhook-receiver';

let t: TestApp;
let receiver: WebhookReceiver;
const db = () => t.testDatabase.database.db;
const minute = 60_000;
const publicUrl = 'https://sitewatch.example.com';

beforeAll(async () => {
  receiver = await startWebhookReceiver('/hooks/overdue');
  t = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * A site with a 10-minute CRITICAL target, an owner (German browser), a member the issue is assigned to, and a
 * webhook endpoint for issue.overdue. The issue was reported 15 minutes ago: due 5 minutes ago.
 */
async function overdueSetting(options: { status?: 'OPEN' | 'RESOLVED' } = {}) {
  const { owner, member, site } = await createTestTeam(db());
  await db().update(users).set({ locale: 'de-DE' }).where(eq(users.id, owner.id));
  const headers = await signInHeaders(db(), owner.id);
  const targets = await t.app.inject({
    method: 'PUT',
    url: `/api/site/${site.id}/response-targets`,
    headers,
    payload: { CRITICAL: 10, HIGH: 240, MEDIUM: 2880, LOW: 10_080 },
  });
  expect(targets.statusCode).toBe(200);
  const hook = await t.app.inject({
    method: 'POST',
    url: `/api/site/${site.id}/webhooks`,
    headers,
    payload: { url: receiver.url, events: ['issue.overdue'] },
  });
  expect(hook.statusCode).toBe(201);
  const createdAt = new Date(Date.now() - 15 * minute);
  const issue = await createTestIssue(db(), {
    siteId: site.id,
    priority: 'CRITICAL',
    createdAt,
    status: options.status ?? 'OPEN',
    ...(options.status === 'RESOLVED' ? { closedAt: new Date() } : {}),
  });
  await db().insert(issueAssignments).values({ issueId: issue.id, siteId: site.id, assigneeUserId: member.id });
  return { owner, member, site, issue, dueAt: createdAt.getTime() + 10 * minute, hook: hook.json() as CreatedWebhook };
}

const noticeEmailsFor = async (issueId: string) =>
  db()
    .select()
    .from(sentEmails)
    .where(like(sentEmails.dedupeKey, `issue-overdue:${issueId}:%`));
const deliveriesFor = (issueId: string) =>
  receiver.received.filter((r) => r.body.includes(issueId) && r.body.includes('"issue.overdue"'));
async function noticeJobsFor(issueId: string): Promise<number> {
  const { rows } = await t.testDatabase.database.executeSql(
    `SELECT count(*)::int AS count FROM ${pgBossSchema}.job WHERE name = $1 AND data->>'issueId' = $2`,
    [overdueNoticesQueue, issueId],
  );
  return Number((rows[0] as { count: number }).count);
}
const sweep = (now: Date, jobs = t.app.deps.jobs) => sweepOverdueIssues({ db: db(), jobs, now });

/** Waits until the one overdue webhook delivery succeeded and both emails went out. */
async function waitForNotices(issueId: string, webhookId: string) {
  await waitFor(async () => (await noticeEmailsFor(issueId)).length >= 2, { what: 'the overdue emails' });
  await waitFor(
    async () =>
      (
        await db()
          .select()
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.eventType, 'issue.overdue')))
      ).some((row) => row.status === 'succeeded'),
    { what: 'the issue.overdue delivery' },
  );
}

describe('an issue going overdue', () => {
  it('notifies the owners and the assignee once, by email and issue.overdue, when the sweep finds it past due', async () => {
    const { owner, member, issue, dueAt, hook } = await overdueSetting();
    // A minute before it was due, the sweep leaves it alone.
    expect(await sweep(new Date(dueAt - minute))).toBe(0);
    expect(await noticeJobsFor(issue.id)).toBe(0);

    await sweep(new Date(dueAt + minute));
    await waitForNotices(issue.id, hook.id);
    const [row] = await db().select().from(issues).where(eq(issues.id, issue.id));
    expect(row?.overdueNotifiedAt).toBeInstanceOf(Date);

    const ownerMail = await readOutbox(t.config.DATA_DIR, owner.email);
    expect(ownerMail).toHaveLength(1);
    expect(ownerMail[0]?.subject).toContain('Overdue critical priority issue');
    expect(ownerMail[0]?.text).toContain(`${publicUrl}${siteIssuePath(issue.siteId, issue.id)}`);
    // The owner's browser is German: the due date is written in German ("Mo., 4. Nov.").
    expect(ownerMail[0]?.text).toMatch(/Due: \w{2}\., \d{1,2}\. /);
    expect(await readOutbox(t.config.DATA_DIR, member.email)).toHaveLength(1);

    const [delivery] = deliveriesFor(issue.id);
    const payload = JSON.parse(delivery?.body ?? '{}');
    expect(payload.type).toBe('issue.overdue');
    expect(payload.data).toMatchObject({ id: issue.id, priority: 'CRITICAL', dueAt });

    // Later sweeps find nothing more to say.
    expect(await sweep(new Date(dueAt + 10 * minute))).toBe(0);
    expect(await noticeJobsFor(issue.id)).toBe(1);
    expect(await noticeEmailsFor(issue.id)).toHaveLength(2);
    expect(deliveriesFor(issue.id)).toHaveLength(1);
  });

  it('turns an issue overdue as the clock passes its due time (fake clock: the sweep and the notice read Date)', async () => {
    const { issue, hook } = await overdueSetting();
    // The issue in the setting was due five minutes ago; this one is reported now on the same site.
    const fresh = await createTestIssue(db(), { siteId: issue.siteId, priority: 'CRITICAL' });
    const freshDue = fresh.createdAt.getTime() + 10 * minute;
    await sweep(new Date());
    await waitForNotices(issue.id, hook.id);
    expect(await noticeJobsFor(fresh.id)).toBe(0);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(freshDue - 30_000);
    await sweepOverdueIssues({ db: db(), jobs: t.app.deps.jobs });
    expect(await noticeJobsFor(fresh.id)).toBe(0);
    vi.setSystemTime(freshDue + 30_000);
    await sweepOverdueIssues({ db: db(), jobs: t.app.deps.jobs });
    expect(await noticeJobsFor(fresh.id)).toBe(1);
    // The job's work, run here too on the same clock: the queue's worker (this process, so the same clock) and
    // this call race for the claim, and whichever wins, the issue's one owner is told once.
    const { jobs, mailer } = t.app.deps;
    const notice = { db: db(), jobs, mailer, publicUrl, issueId: fresh.id, isRetry: false };
    await sendOverdueNotices(notice);
    await waitFor(async () => (await noticeEmailsFor(fresh.id)).length > 0, { what: 'the fresh issue’s notice' });
    expect(await sendOverdueNotices(notice)).toEqual({ sent: 0 });
    // Nobody is assigned to it: the owner alone.
    expect(await noticeEmailsFor(fresh.id)).toHaveLength(1);
    const [row] = await db().select().from(issues).where(eq(issues.id, fresh.id));
    expect(row?.overdueNotifiedAt?.getTime()).toBe(freshDue + 30_000);
  });

  it('sends one notice when sweeps run at once, and the claim lets exactly one runner through', async () => {
    const { issue, hook } = await overdueSetting();
    const now = new Date();
    await Promise.all([sweep(now), sweep(now), sweep(now)]);
    await waitForNotices(issue.id, hook.id);
    expect(await noticeJobsFor(issue.id)).toBe(1);
    expect(await noticeEmailsFor(issue.id)).toHaveLength(2);
    expect(deliveriesFor(issue.id)).toHaveLength(1);

    const other = await overdueSetting();
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimOverdueNotice(db(), other.issue.id, now)));
    expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
  });

  it('never notices a resolved issue, nor an open one before its due time', async () => {
    const resolved = await overdueSetting({ status: 'RESOLVED' });
    expect(await sweep(new Date())).toBeGreaterThanOrEqual(0);
    expect(await noticeJobsFor(resolved.issue.id)).toBe(0);
    expect(await claimOverdueNotice(db(), resolved.issue.id, new Date())).toBeNull();

    const open = await overdueSetting();
    expect(await claimOverdueNotice(db(), open.issue.id, new Date(open.dueAt - 1))).toBeNull();
    expect(await claimOverdueNotice(db(), open.issue.id, new Date(open.dueAt))).not.toBeNull();
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'sends one notice when two app instances on one database sweep at the same moment',
    async () => {
      const second = await buildSecondInstance(t, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', PUBLIC_URL: publicUrl });
      try {
        const { issue, hook, owner, member } = await overdueSetting();
        const now = new Date();
        await Promise.all([sweep(now), sweep(now, second.app.deps.jobs)]);
        await waitForNotices(issue.id, hook.id);
        expect(await noticeJobsFor(issue.id)).toBe(1);
        const recipients = (await noticeEmailsFor(issue.id)).map((row) => row.recipient).sort();
        expect(recipients).toEqual([owner.email, member.email].sort());
        expect(deliveriesFor(issue.id)).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );

  it('emails a contractor assignee without a dashboard link', async () => {
    const { site, issue: first } = await overdueSetting();
    await db().delete(issueAssignments).where(eq(issueAssignments.issueId, first.id));
    await db().update(issues).set({ status: 'RESOLVED' }).where(eq(issues.id, first.id));
    const contractor = `fixer-${site.id.slice(0, 8)}@example.com`;
    const issue = await createTestIssue(db(), {
      siteId: site.id,
      priority: 'CRITICAL',
      createdAt: new Date(Date.now() - 30 * minute),
    });
    await db().insert(issueAssignments).values({ issueId: issue.id, siteId: site.id, contractorEmail: contractor });
    await sweep(new Date());
    await waitFor(async () => (await readOutbox(t.config.DATA_DIR, contractor)).length > 0, {
      what: 'the contractor’s email',
    });
    const [mail] = await readOutbox(t.config.DATA_DIR, contractor);
    expect(mail?.text).toContain('past its response target');
    expect(mail?.text).not.toContain(`${dashboardPath}/`);
  });
});
