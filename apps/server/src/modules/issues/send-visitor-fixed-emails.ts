import { statusPagePath } from '@sitewatch/shared';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import { and, eq, lt } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer';
import { sendEmailOnce } from '../../adapters/mail/send-email-once';
import type { Db } from '../../db/client';
import { issueReports, issues, sites, visitorEmails } from '../../db/schema';
import { createStatusToken } from './status-token';
import { buildVisitorFixedEmail } from './visitor-fixed-email';

export const visitorFixedEmailsQueue = 'visitor-fixed-emails';
export const visitorEmailsPurgeQueue = 'visitor-emails-purge';

/**
 * Sends every visitor who left an address for this (now resolved) issue their one "fixed" email, then
 * deletes the address. sendEmailOnce keeps a retried job from sending twice.
 */
export async function sendVisitorFixedEmails(options: {
  db: Db;
  mailer: Mailer;
  secret: Buffer;
  publicUrl: string;
  issueId: string;
}): Promise<number> {
  const { db, issueId } = options;
  const rows = await db
    .select({
      reportId: issueReports.id,
      email: visitorEmails.email,
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
    const language = row.language ?? 'en';
    const token = createStatusToken(options.secret, row.reportId);
    const statusUrl = options.publicUrl + statusPagePath({ siteId: row.siteId, siteIdCode: row.siteIdCode }, token);
    const message = buildVisitorFixedEmail({
      to: row.email,
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
    });
    if (result === 'sent') sent++;
    await db.delete(visitorEmails).where(eq(visitorEmails.reportId, row.reportId));
  }
  return sent;
}

/** Deletes addresses whose issue was not fixed within the retention period (90 days). */
export async function purgeExpiredVisitorEmails(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(visitorEmails)
    .where(and(lt(visitorEmails.expiresAt, now)))
    .returning({ reportId: visitorEmails.reportId });
  return deleted.length;
}
