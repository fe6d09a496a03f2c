import { eq } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/background-jobs/job-queue';
import type { Mailer } from '../../adapters/mail/mailer';
import { isEmailSent, sendEmailOnce } from '../../adapters/mail/send-email-once';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { issues, sites } from '../../db/schema';
import { addToDigest, openDigestWindow } from './digest-window';
import { buildIssueNotificationEmail, type IssueNotificationPhoto } from './issue-notification-email';
import { listNotificationRecipients } from './list-notification-recipients';
import { loadFirstPhoto } from './load-first-photo';

export function notificationDedupeKey(issueId: string, userId: string): string {
  return `notify:${issueId}:${userId}`;
}

export interface DigestSettings {
  /** NOTIFICATION_DIGEST_WINDOW_SECONDS; 0 emails every issue at once. */
  windowSeconds: number;
  jobs: JobQueue;
  now?: Date;
}

/**
 * The notification job: one email per interested member, each sent at most once across retries. With a
 * digest window, only the first issue of a burst is emailed at once to each member; the rest of the burst
 * waits for one digest email at the window's end (send-notification-digest.ts).
 */
export async function sendIssueNotifications(options: {
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  publicUrl: string;
  issueId: string;
  digest?: DigestSettings;
}): Promise<{ sent: number; skipped: number; digested: number }> {
  const { db, mailer, storage, publicUrl, issueId, digest } = options;
  const [row] = await db
    .select({ issue: issues, siteName: sites.name })
    .from(issues)
    .innerJoin(sites, eq(sites.id, issues.siteId))
    .where(eq(issues.id, issueId))
    .limit(1);
  // Deleted since (its site was removed): nobody to tell.
  if (!row) return { sent: 0, skipped: 0, digested: 0 };
  const recipients = await listNotificationRecipients(db, {
    siteId: row.issue.siteId,
    priority: row.issue.priority,
  });
  if (recipients.length === 0) return { sent: 0, skipped: 0, digested: 0 };
  let photo: Promise<IssueNotificationPhoto | undefined> | undefined;
  let sent = 0;
  let skipped = 0;
  let digested = 0;
  // A critical issue (a hazard, a blocked fire exit) never waits for a digest; the per-address and
  // site-wide limits already bound how many of them a flood can produce.
  const isDigestible = digest !== undefined && digest.windowSeconds > 0 && row.issue.priority !== 'CRITICAL';
  for (const recipient of recipients) {
    const dedupeKey = notificationDedupeKey(issueId, recipient.id);
    if (isDigestible) {
      // A retry after this member's email went out must not put the issue in their digest as well.
      if (await isEmailSent(db, dedupeKey)) {
        skipped += 1;
        continue;
      }
      const now = digest.now ?? new Date();
      const where = { userId: recipient.id, siteId: row.issue.siteId };
      const window = await openDigestWindow(db, { ...where, now, windowSeconds: digest.windowSeconds });
      if (!window.opened) {
        await addToDigest({ db, jobs: digest.jobs, ...where, issueId, closesAt: window.closesAt, now });
        digested += 1;
        continue;
      }
    }
    photo ??= loadFirstPhoto({ db, storage, issueId, publicUrl }).catch(() => undefined);
    const outcome = await sendEmailOnce({
      db,
      mailer,
      publicUrl,
      dedupeKey,
      message: buildIssueNotificationEmail({
        issue: row.issue,
        siteName: row.siteName,
        to: recipient.email,
        publicUrl,
        locale: recipient.locale,
        photo: await photo,
      }),
    });
    if (outcome === 'sent') sent += 1;
    else skipped += 1;
  }
  return { sent, skipped, digested };
}
