import { statusPagePath } from '@sitewatch/shared';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer';
import { sendEmailOnce } from '../../adapters/mail/send-email-once';
import type { Db } from '../../db/client';
import { issueReports, issues, sites, visitorEmails } from '../../db/schema';
import { walkBacklog, yieldToEventLoop } from '../../lib/walk-backlog';
import { createStatusToken } from './status-token';
import { buildVisitorFixedEmail } from './visitor-fixed-email';

export const visitorFixedEmailsQueue = 'visitor-fixed-emails';
export const visitorEmailsPurgeQueue = 'visitor-emails-purge';
export const visitorEmailsSweepQueue = 'visitor-fixed-emails-sweep';

/** How long one runner holds an address while it sends; a runner that died lets it go after this. */
const sendingClaimMs = 2 * 60_000;
/** The sweep leaves a fresh resolve to its own job first. */
export const visitorEmailsSweepAfterMs = 2 * 60_000;

/** Takes the address for this runner, unless another runner holds it or it expired; null when not taken. */
async function claimAddress(db: Db, reportId: string, now: Date): Promise<string | null> {
  const [claimed] = await db
    .update(visitorEmails)
    .set({ sendingUntil: new Date(now.getTime() + sendingClaimMs) })
    .where(
      and(
        eq(visitorEmails.reportId, reportId),
        gt(visitorEmails.expiresAt, now),
        or(isNull(visitorEmails.sendingUntil), lt(visitorEmails.sendingUntil, now)),
      ),
    )
    .returning({ email: visitorEmails.email });
  return claimed?.email ?? null;
}

/**
 * Sends every visitor who left an address for this (now resolved) issue their one "fixed" email, then
 * deletes the address. Each address is claimed first, so the resolve event's job and the sweep running at
 * the same moment send it once; sendEmailOnce keeps a retry after a crash from sending twice.
 */
export async function sendVisitorFixedEmails(options: {
  db: Db;
  mailer: Mailer;
  secret: Buffer;
  publicUrl: string;
  issueId: string;
  now?: Date;
}): Promise<number> {
  const { db, issueId } = options;
  const now = options.now ?? new Date();
  const rows = await db
    .select({
      reportId: issueReports.id,
      title: issueReports.title,
      location: issueReports.location,
      language: issueReports.language,
      closedAt: issues.closedAt,
      status: issues.status,
      siteId: sites.id,
      siteIdCode: sites.idCode,
      siteName: sites.name,
    })
    .from(visitorEmails)
    .innerJoin(issueReports, eq(issueReports.id, visitorEmails.reportId))
    .innerJoin(issues, eq(issues.id, issueReports.issueId))
    .innerJoin(sites, eq(sites.id, issues.siteId))
    .where(eq(issues.id, issueId));
  let sent = 0;
  for (const row of rows) {
    if (row.status !== 'RESOLVED') continue;
    const email = await claimAddress(db, row.reportId, now);
    if (!email) continue;
    const language = row.language ?? 'en';
    const token = createStatusToken(options.secret, row.reportId);
    const statusUrl = options.publicUrl + statusPagePath({ siteId: row.siteId, siteIdCode: row.siteIdCode }, token);
    const message = buildVisitorFixedEmail({
      to: email,
      texts: getTranslation(language).visitorReport,
      language,
      siteName: row.siteName,
      report: { title: row.title, location: row.location },
      fixedAt: row.closedAt ?? new Date(),
      statusUrl,
      publicUrl: options.publicUrl,
    });
    const result = await sendEmailOnce({
      db,
      mailer: options.mailer,
      dedupeKey: `visitor-fixed:${row.reportId}`,
      publicUrl: options.publicUrl,
      message,
    }).catch(async (error: unknown) => {
      // Let the next attempt (a job retry or the sweep) take it at once.
      await db.update(visitorEmails).set({ sendingUntil: null }).where(eq(visitorEmails.reportId, row.reportId));
      throw error;
    });
    if (result === 'sent') sent++;
    await db.delete(visitorEmails).where(eq(visitorEmails.reportId, row.reportId));
  }
  return sent;
}

/** Deletes addresses whose issue was not fixed within the retention period (90 days), a batch at a time. */
export async function purgeExpiredVisitorEmails(db: Db, now: Date = new Date()): Promise<number> {
  let purged = 0;
  for (;;) {
    const deleted = await db
      .delete(visitorEmails)
      .where(
        sql`${visitorEmails.reportId} in (select v.report_id from ${visitorEmails} v
          where v.expires_at < ${now.toISOString()} limit 500)`,
      )
      .returning({ reportId: visitorEmails.reportId });
    purged += deleted.length;
    if (deleted.length < 500) return purged;
    await yieldToEventLoop();
  }
}

/**
 * The safety net behind the resolve event: a crash between the resolve's commit and queueing its job would
 * leave the visitor untold. Every address still waiting on an issue resolved a while ago is sent now
 * (claimed one by one, so never twice); addresses past the retention period are left to the purge.
 */
export async function sweepVisitorFixedEmails(options: {
  db: Db;
  mailer: Mailer;
  secret: Buffer;
  publicUrl: string;
  now?: Date;
  limit?: number;
}): Promise<number> {
  const { db } = options;
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - visitorEmailsSweepAfterMs);
  let sent = 0;
  // Issue by issue in id order, a batch at a time, yielding in between: a backlog never stalls requests.
  await walkBacklog({
    batchSize: options.limit ?? 50,
    maxRows: 2000,
    fetchBatch: (after: string | undefined, limit) =>
      db
        .select({ issueId: issues.id })
        .from(visitorEmails)
        .innerJoin(issueReports, eq(issueReports.id, visitorEmails.reportId))
        .innerJoin(issues, eq(issues.id, issueReports.issueId))
        .where(
          and(
            eq(issues.status, 'RESOLVED'),
            lt(issues.closedAt, cutoff),
            gt(visitorEmails.expiresAt, now),
            after === undefined ? undefined : gt(issues.id, after),
          ),
        )
        .groupBy(issues.id)
        .orderBy(asc(issues.id))
        .limit(limit),
    cursorOf: (row) => row.issueId,
    handle: async ({ issueId }) => {
      sent += await sendVisitorFixedEmails({ ...options, issueId, now });
    },
  });
  return sent;
}
