import type { PriorityId } from '@sitewatch/shared';
import { siteIssuePath } from '@sitewatch/shared/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssueRow } from '../../src/db/row-types';
import { issues, notificationDigestItems } from '../../src/db/schema';
import { sweepWaitingDigests } from '../../src/modules/notifications/digest-window';
import { sendIssueNotifications } from '../../src/modules/notifications/send-issue-notifications';
import { sendNotificationDigest } from '../../src/modules/notifications/send-notification-digest';
import { webOnly } from '../assistant/support/web-only';
import { waitFor } from '../background-jobs/wait-for';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, createTestUser } from '../support/factories';
import { readOutbox } from '../support/outbox';

const windowSeconds = 600;
const publicUrl = 'https://sitewatch.example.com';

async function insertIssue(
  db: TestApp['testDatabase']['database']['db'],
  siteId: string,
  values: { title: string; priority: PriorityId; location?: string; createdAt?: Date },
): Promise<IssueRow> {
  const [row] = await db
    .insert(issues)
    .values({ siteId, description: 'Reported by a visitor', location: 'Aisle 4', category: 'OTHER', ...values })
    .returning();
  if (!row) throw new Error('issue not inserted');
  return row;
}

describe('notification digest: a burst is one email at once and one digest per member', () => {
  let t: TestApp;
  let db: TestApp['testDatabase']['database']['db'];
  let site: Awaited<ReturnType<typeof createTestSite>>;
  const start = new Date('2026-11-25T04:00:00Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  beforeAll(async () => {
    // The workers stay off: this suite runs each job itself, at the times it chooses.
    t = await buildTestApp({ ...webOnly, PUBLIC_URL: publicUrl, NOTIFICATION_DIGEST_WINDOW_SECONDS: '600' });
    db = t.testDatabase.database.db;
    const all = await createTestUser(db, { email: 'all@example.com', notificationForPriority: 'LOW' });
    const high = await createTestUser(db, { email: 'high@example.com', notificationForPriority: 'HIGH' });
    site = await createTestSite(db, { name: 'Riverside', memberIds: [all.id, high.id] });
  });
  afterAll(async () => {
    await t.close();
  });

  const notify = (issue: IssueRow, now: Date) => {
    const { mailer, storage, jobs } = t.app.deps;
    return sendIssueNotifications({
      db,
      mailer,
      storage,
      publicUrl,
      issueId: issue.id,
      digest: { windowSeconds, jobs, now },
    });
  };
  const sendDigest = (email: string) => async () => {
    const { mailer, storage } = t.app.deps;
    const user = await db.query.users.findFirst({ where: (u, { eq: is }) => is(u.email, email) });
    if (!user) throw new Error(`no user ${email}`);
    return sendNotificationDigest({ db, mailer, storage, publicUrl, userId: user.id, siteId: site.id });
  };

  it('emails the first of 20 issues at once and lists the other 19 in one digest; below-threshold ones stay out', async () => {
    const burst: IssueRow[] = [];
    for (let i = 0; i < 20; i++) {
      // Every fourth is HIGH (what high@ asked for); the others MEDIUM.
      const priority: PriorityId = i % 4 === 0 ? 'HIGH' : 'MEDIUM';
      burst.push(await insertIssue(db, site.id, { title: `Burst issue ${i + 1}`, priority, location: `Aisle ${i}` }));
    }
    const results = [];
    for (const [i, issue] of burst.entries()) results.push(await notify(issue, at(i * 3)));
    expect(results[0]).toEqual({ sent: 2, skipped: 0, digested: 0 });
    expect(results.slice(1).reduce((sum, r) => sum + r.sent, 0)).toBe(0);

    // During the window only the immediate emails are out.
    expect(await readOutbox(t.config.DATA_DIR, 'all@example.com')).toHaveLength(1);
    expect(await readOutbox(t.config.DATA_DIR, 'high@example.com')).toHaveLength(1);

    expect(await sendDigest('all@example.com')()).toEqual({ issues: 19, sent: true });
    expect(await sendDigest('high@example.com')()).toEqual({ issues: 4, sent: true });

    const toAll = await readOutbox(t.config.DATA_DIR, 'all@example.com');
    expect(toAll.map((mail) => mail.subject)).toEqual([
      '[Riverside] High priority: Burst issue 1',
      '[Riverside] 19 new issues at Riverside',
    ]);
    const digest = toAll[1]?.text ?? '';
    expect(digest).toContain('19 new issues at Riverside');
    for (const issue of burst.slice(1)) {
      expect(digest).toContain(`${issue.priority === 'HIGH' ? 'High' : 'Medium'} priority: ${issue.title}\n`);
      expect(digest).toContain(`Location: ${issue.location}`);
      expect(digest).toContain(`${publicUrl}${siteIssuePath(site.id, issue.id)}`);
    }
    expect(digest).not.toContain('Burst issue 1\n');

    const toHigh = await readOutbox(t.config.DATA_DIR, 'high@example.com');
    expect(toHigh.map((mail) => mail.subject)).toEqual([
      '[Riverside] High priority: Burst issue 1',
      '[Riverside] 4 new issues at Riverside',
    ]);
    const highTitles = [...(toHigh[1]?.text ?? '').matchAll(/priority: (Burst issue \d+)/g)].map((m) => m[1]);
    expect(highTitles).toEqual(['Burst issue 5', 'Burst issue 9', 'Burst issue 13', 'Burst issue 17']);

    // Sent digests leave the table; running the job again sends nothing.
    expect(await db.select().from(notificationDigestItems)).toHaveLength(0);
    expect(await sendDigest('all@example.com')()).toEqual({ issues: 0, sent: false });
    expect(await readOutbox(t.config.DATA_DIR, 'all@example.com')).toHaveLength(2);
  });

  it('emails a critical issue at once even inside a window', async () => {
    const critical = await insertIssue(db, site.id, { title: 'Fire exit blocked', priority: 'CRITICAL' });
    expect(await notify(critical, at(120))).toEqual({ sent: 2, skipped: 0, digested: 0 });
    const last = (await readOutbox(t.config.DATA_DIR, 'high@example.com')).at(-1);
    expect(last?.subject).toBe('[Riverside] Critical priority: Fire exit blocked');
  });

  it('starts a new cycle after the window: the next issue goes out at once and opens the next window', async () => {
    const before = (await readOutbox(t.config.DATA_DIR, 'all@example.com')).length;
    const next = await insertIssue(db, site.id, { title: 'After the window', priority: 'MEDIUM' });
    // all@ only: MEDIUM is under high@'s threshold.
    expect(await notify(next, at(windowSeconds + 1))).toEqual({ sent: 1, skipped: 0, digested: 0 });
    const again = await insertIssue(db, site.id, { title: 'Second of the new window', priority: 'LOW' });
    expect(await notify(again, at(windowSeconds + 30))).toEqual({ sent: 0, skipped: 0, digested: 1 });

    // A digest of one issue is the ordinary single email.
    expect(await sendDigest('all@example.com')()).toEqual({ issues: 1, sent: true });
    const subjects = (await readOutbox(t.config.DATA_DIR, 'all@example.com')).slice(before).map((m) => m.subject);
    expect(subjects).toEqual([
      '[Riverside] Medium priority: After the window',
      '[Riverside] Low priority: Second of the new window',
    ]);
  });

  it('does not add an issue to a digest when its single email already went out (a retried job)', async () => {
    const issue = await insertIssue(db, site.id, { title: 'Retried job', priority: 'HIGH' });
    const first = await notify(issue, at(3 * windowSeconds));
    expect(first).toEqual({ sent: 2, skipped: 0, digested: 0 });
    expect(await notify(issue, at(3 * windowSeconds + 5))).toEqual({ sent: 0, skipped: 2, digested: 0 });
    expect(
      await db.select().from(notificationDigestItems).where(eq(notificationDigestItems.issueId, issue.id)),
    ).toEqual([]);
  });
  it('the sweep queues a digest for issues whose window closed over a minute ago and were left waiting', async () => {
    const base = 5 * windowSeconds;
    await notify(await insertIssue(db, site.id, { title: 'Opens a window', priority: 'MEDIUM' }), at(base));
    const waiting = await insertIssue(db, site.id, { title: 'Left waiting', priority: 'MEDIUM' });
    expect(await notify(waiting, at(base + 10))).toEqual({ sent: 0, skipped: 0, digested: 1 });
    const { jobs } = t.app.deps;
    expect(await sweepWaitingDigests({ db, jobs, now: at(base + windowSeconds + 30) })).toBe(0);
    expect(await sweepWaitingDigests({ db, jobs, now: at(base + windowSeconds + 61) })).toBe(1);
  });
});

describe('notification digest through the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Long enough for the workers (polling every 2 s) to take up the three issue jobs inside the window.
    t = await buildTestApp({ NOTIFICATION_DIGEST_WINDOW_SECONDS: '10' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the digest by itself when the window ends', async () => {
    const db = t.testDatabase.database.db;
    const member = await createTestUser(db, { email: 'queue@example.com', notificationForPriority: 'LOW' });
    const site = await createTestSite(db, { name: 'Depot', memberIds: [member.id] });
    for (let i = 1; i <= 3; i++) {
      const issue = await insertIssue(db, site.id, { title: `Queued issue ${i}`, priority: 'MEDIUM' });
      t.app.deps.events.emit('issue.created', issue);
    }
    const mails = await waitFor(
      async () => {
        const found = await readOutbox(t.config.DATA_DIR, 'queue@example.com');
        return found.length >= 2 ? found : undefined;
      },
      { what: 'the immediate email and the digest', timeoutMs: 30_000 },
    );
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toMatch(/^\[Depot\] Medium priority: Queued issue \d$/);
    expect(mails[1]?.subject).toBe('[Depot] 2 new issues at Depot');
    // Each issue in exactly one of the two emails.
    const listed = mails.flatMap((mail) => [...new Set(mail.text.match(/Queued issue \d/g))]);
    expect(listed.sort()).toEqual(['Queued issue 1', 'Queued issue 2', 'Queued issue 3']);
  });
});
