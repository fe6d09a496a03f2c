import { and, eq } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer';
import { sendEmailOnce } from '../../adapters/mail/send-email-once';
import type { Db } from '../../db/client';
import { reportRequests, siteMembers, users } from '../../db/schema';
import { loadReportData } from './load-report-data';
import type { FontLogger } from './pdf-fonts';
import { renderReportPdf } from './render-report-pdf';
import { buildReportEmail } from './report-email';

export function reportDedupeKey(requestId: string): string {
  return `report:${requestId}`;
}

/** The report job: gather the figures, draw the PDF, email it once, mark the request sent. */
export async function sendSiteReport(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  requestId: string;
  now?: Date;
  /** Told once which scripts the PDF cannot draw on this server (fonts missing). */
  logger?: FontLogger;
}): Promise<'sent' | 'already-sent' | 'cancelled'> {
  const { db, mailer, publicUrl, requestId } = options;
  const [request] = await db.select().from(reportRequests).where(eq(reportRequests.id, requestId)).limit(1);
  if (!request || request.status === 'sent') return 'already-sent';
  // Removed from the site since asking: the report is no longer theirs to receive. Their language as it
  // is now (not when they asked) gives the report's dates.
  const [member] = await db
    .select({ userId: siteMembers.userId, locale: users.locale })
    .from(siteMembers)
    .innerJoin(users, eq(users.id, siteMembers.userId))
    .where(and(eq(siteMembers.siteId, request.siteId), eq(siteMembers.userId, request.userId)))
    .limit(1);
  if (!member) {
    await db.update(reportRequests).set({ status: 'cancelled' }).where(eq(reportRequests.id, requestId));
    return 'cancelled';
  }
  const data = await loadReportData(db, request.siteId, options.now);
  const pdf = await renderReportPdf(data, { logger: options.logger, locale: member.locale });
  const outcome = await sendEmailOnce({
    db,
    mailer,
    publicUrl,
    dedupeKey: reportDedupeKey(requestId),
    message: buildReportEmail({ data, to: request.email, publicUrl, pdf, locale: member.locale }),
  });
  await db.update(reportRequests).set({ status: 'sent', sentAt: new Date() }).where(eq(reportRequests.id, requestId));
  return outcome;
}
