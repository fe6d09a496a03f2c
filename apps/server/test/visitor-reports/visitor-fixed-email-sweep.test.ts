import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../src/adapters/mail/mailer';
import { issueReports, visitorEmails } from '../../src/db/schema';
import { saveVisitorEmail } from '../../src/modules/visitor-reports/save-visitor-email';
import {
  sendVisitorFixedEmails,
  sweepVisitorFixedEmails,
  visitorEmailsSweepAfterMs,
} from '../../src/modules/visitor-reports/send-visitor-fixed-emails';
import { createTestIssue, createTestSite } from '../support/factories';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const dayMs = 24 * 60 * 60 * 1000;
const minuteMs = 60_000;

function fakeMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      // A real transport takes a moment: concurrent runners overlap here.
      await new Promise((resolve) => setImmediate(resolve));
      sent.push(message);
      return { messageId: message.messageId ?? 'x' };
    },
    async close() {},
  };
}

describe('the sweep for visitors’ "fixed" emails whose resolve event was lost', () => {
  let testDatabase: TestDatabase;
  let siteId: string;
  const db = () => testDatabase.database.db;
  const base = { secret: Buffer.from('sweep-test-secret'), publicUrl: 'http://localhost:3000' };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    siteId = (await createTestSite(db())).id;
  });
  afterAll(async () => {
    await testDatabase.cleanup();
  });

  /** A visitor's report with an address, on an issue resolved at `closedAt` (no event, no job: as if lost). */
  async function waitingAddress(options: { email: string; closedAt: Date | null; savedAt?: Date }) {
    const issue = await createTestIssue(db(), {
      siteId,
      status: options.closedAt ? 'RESOLVED' : 'OPEN',
      closedAt: options.closedAt,
    });
    const [report] = await db()
      .insert(issueReports)
      .values({
        issueId: issue.id,
        siteId,
        title: issue.title,
        description: issue.description,
        location: issue.location,
        language: 'de',
        priority: issue.priority,
        category: issue.category,
      })
      .returning();
    if (!report) throw new Error('report not stored');
    await saveVisitorEmail(db(), { reportId: report.id, email: options.email, now: options.savedAt });
    return { issue, report };
  }
  const addressOf = async (reportId: string) =>
    (await db().select().from(visitorEmails).where(eq(visitorEmails.reportId, reportId)))[0];

  it('sends a lost resolve’s email once, in the visitor’s language, after giving the event’s job its time', async () => {
    const now = new Date();
    const resolvedAt = new Date(now.getTime() - minuteMs);
    const { issue, report } = await waitingAddress({ email: 'lost@example.com', closedAt: resolvedAt });
    const mailer = fakeMailer();

    // A fresh resolve is left to its own job.
    expect(await sweepVisitorFixedEmails({ ...base, db: db(), mailer, now })).toBe(0);
    expect(mailer.sent).toHaveLength(0);

    const later = new Date(resolvedAt.getTime() + visitorEmailsSweepAfterMs + minuteMs);
    expect(await sweepVisitorFixedEmails({ ...base, db: db(), mailer, now: later })).toBe(1);
    expect(mailer.sent.map((message) => message.to)).toEqual(['lost@example.com']);
    expect(mailer.sent[0]?.html).toContain('lang="de"');
    expect(await addressOf(report.id)).toBeUndefined();

    // Idempotent: the next sweep and a late event job find nothing to send.
    const laterStill = new Date(later.getTime() + 10 * minuteMs);
    expect(await sweepVisitorFixedEmails({ ...base, db: db(), mailer, now: laterStill })).toBe(0);
    expect(await sendVisitorFixedEmails({ ...base, db: db(), mailer, issueId: issue.id })).toBe(0);
    expect(mailer.sent).toHaveLength(1);
  });

  it('never sends twice when the event’s job and the sweep run at the same moment', async () => {
    const now = new Date();
    const { issue } = await waitingAddress({ email: 'race@example.com', closedAt: new Date(now.getTime() - dayMs) });
    const mailer = fakeMailer();
    const results = await Promise.all([
      sendVisitorFixedEmails({ ...base, db: db(), mailer, issueId: issue.id, now }),
      sweepVisitorFixedEmails({ ...base, db: db(), mailer, now }),
      sendVisitorFixedEmails({ ...base, db: db(), mailer, issueId: issue.id, now }),
    ]);
    expect(results.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(mailer.sent.filter((message) => message.to === 'race@example.com')).toHaveLength(1);
  });

  it('takes over an address whose runner died once its claim expires', async () => {
    const now = new Date();
    const { report } = await waitingAddress({ email: 'crash@example.com', closedAt: new Date(now.getTime() - dayMs) });
    await db()
      .update(visitorEmails)
      .set({ sendingUntil: new Date(now.getTime() + minuteMs) })
      .where(eq(visitorEmails.reportId, report.id));
    const mailer = fakeMailer();
    expect(await sweepVisitorFixedEmails({ ...base, db: db(), mailer, now })).toBe(0);
    expect(await addressOf(report.id)).toBeDefined();
    const afterClaim = new Date(now.getTime() + 2 * minuteMs);
    expect(await sweepVisitorFixedEmails({ ...base, db: db(), mailer, now: afterClaim })).toBe(1);
    expect(mailer.sent.map((message) => message.to)).toEqual(['crash@example.com']);
  });

  it('leaves open issues alone and never mails an address past the 90 days (the purge deletes it)', async () => {
    const savedAt = new Date(Date.now() - 100 * dayMs);
    const expired = await waitingAddress({
      email: 'expired@example.com',
      closedAt: new Date(Date.now() - 95 * dayMs),
      savedAt,
    });
    const open = await waitingAddress({ email: 'open@example.com', closedAt: null });
    const mailer = fakeMailer();
    await sweepVisitorFixedEmails({ ...base, db: db(), mailer });
    const recipients = mailer.sent.map((message) => message.to);
    expect(recipients).not.toContain('expired@example.com');
    expect(recipients).not.toContain('open@example.com');
    expect(await addressOf(open.report.id)).toBeDefined();
    expect(await addressOf(expired.report.id)).toBeDefined();
  });
});
