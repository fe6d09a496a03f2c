import { eq } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer';
import { sendEmailOnce } from '../../adapters/mail/send-email-once';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { issues, sites } from '../../db/schema';
import { buildIssueNotificationEmail } from './issue-notification-email';
import { listNotificationRecipients } from './list-notification-recipients';
import { loadFirstPhoto } from './load-first-photo';

export function notificationDedupeKey(issueId: string, userId: string): string {
  return `notify:${issueId}:${userId}`;
}

/** The notification job: one email per interested member, each sent at most once across retries. */
export async function sendIssueNotifications(options: {
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  publicUrl: string;
  issueId: string;
}): Promise<{ sent: number; skipped: number }> {
  const { db, mailer, storage, publicUrl, issueId } = options;
  const [row] = await db
    .select({ issue: issues, siteName: sites.name })
    .from(issues)
    .innerJoin(sites, eq(sites.id, issues.siteId))
    .where(eq(issues.id, issueId))
    .limit(1);
  // Deleted since (its site was removed): nobody to tell.
  if (!row) return { sent: 0, skipped: 0 };
  const recipients = await listNotificationRecipients(db, {
    siteId: row.issue.siteId,
    priority: row.issue.priority,
  });
  if (recipients.length === 0) return { sent: 0, skipped: 0 };
  const photo = await loadFirstPhoto({ db, storage, issueId, publicUrl }).catch(() => undefined);
  let sent = 0;
  let skipped = 0;
  for (const recipient of recipients) {
    const outcome = await sendEmailOnce({
      db,
      mailer,
      publicUrl,
      dedupeKey: notificationDedupeKey(issueId, recipient.id),
      message: buildIssueNotificationEmail({
        issue: row.issue,
        siteName: row.siteName,
        to: recipient.email,
        publicUrl,
        photo,
      }),
    });
    if (outcome === 'sent') sent += 1;
    else skipped += 1;
  }
  return { sent, skipped };
}
