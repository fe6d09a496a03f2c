import { eq } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer';
import { sendEmailOnce } from '../../adapters/mail/send-email-once';
import type { Db } from '../../db/client';
import { sites, users } from '../../db/schema';
import { loadWeeklySummary } from './load-weekly-summary';
import { weekMs } from './summary-week';
import {
  claimWeeklySummary,
  findWeeklySummaryState,
  markWeeklySummarySent,
  releaseWeeklySummary,
  type SummaryKey,
} from './weekly-summary-claims';
import { buildWeeklySummaryEmail } from './weekly-summary-email';

/** The dedupe key of one summary email: one per member, site and week. */
export const weeklySummaryEmailKey = (key: SummaryKey) =>
  `weekly-summary:${key.siteId}:${key.userId}:${key.weekStart.toISOString()}`;

/**
 * 'sent': this runner sent it. 'already-sent': nothing to do. 'held': another runner holds the claim (or one
 * died holding it): try again later. 'not-opted-in': the member turned it off or left the site.
 */
export type WeeklySummaryOutcome = 'sent' | 'already-sent' | 'held' | 'not-opted-in';

/**
 * Sends one member their summary of one site's week. Claim, then send, then mark sent:
 * - two runners (two instances, a retry and the sweep) race for the claim and one sends;
 * - a failed send gives the claim back and throws, so the job is retried and the email is not lost;
 * - a crash between the claim and the send leaves a lease that runs out after `sendingLeaseMs`: the job's
 *   retry or the next sweep takes it again, so the email is late, not lost;
 * - a crash after the mail server took the email and before it is marked: `sendEmailOnce` recorded it in
 *   sent_emails (the retry only marks it), unless the crash came before that insert, when the member gets it
 *   twice with the same Message-ID (the one gap left, as for every email sent once).
 */
export async function sendWeeklySummary(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  key: SummaryKey;
  now?: Date;
}): Promise<WeeklySummaryOutcome> {
  const { db, key, publicUrl } = options;
  const now = options.now ?? new Date();
  if (!(await claimWeeklySummary(db, key, now))) {
    const state = await findWeeklySummaryState(db, key);
    if (state === 'sent') return 'already-sent';
    return state === 'held' ? 'held' : 'not-opted-in';
  }
  try {
    const [site] = await db.select().from(sites).where(eq(sites.id, key.siteId)).limit(1);
    const [user] = await db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, key.userId))
      .limit(1);
    // The membership cascades with both rows, so the claim found them; kept for the type's sake.
    if (!site || !user) return 'not-opted-in';
    const week = { from: key.weekStart, to: new Date(key.weekStart.getTime() + weekMs) };
    const summary = await loadWeeklySummary(db, { site, week, now });
    const message = buildWeeklySummaryEmail({ summary, to: user.email, locale: user.locale, publicUrl });
    await sendEmailOnce({ db, mailer: options.mailer, dedupeKey: weeklySummaryEmailKey(key), publicUrl, message });
  } catch (error) {
    await releaseWeeklySummary(db, key).catch(() => undefined);
    throw error;
  }
  await markWeeklySummarySent(db, key, now);
  return 'sent';
}
