import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer';
import { sendEmailOnce } from '../../adapters/mail/send-email-once';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { issues, notificationDigestItems, sites, users } from '../../db/schema';
import { buildIssueDigestEmail } from './issue-digest-email';
import { buildIssueNotificationEmail } from './issue-notification-email';
import { loadFirstPhoto } from './load-first-photo';
import { notificationDedupeKey } from './send-issue-notifications';

/**
 * The digest job of one member and site: every issue waiting for them goes out in one email, then leaves
 * the table. A retry after a crash finds the same issues, hence the same dedupe key, and sends nothing twice.
 * A lone waiting issue gets the ordinary single email.
 */
export async function sendNotificationDigest(options: {
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  publicUrl: string;
  userId: string;
  siteId: string;
}): Promise<{ issues: number; sent: boolean }> {
  const { db, mailer, publicUrl, userId, siteId } = options;
  const rows = await db
    .select({ issue: issues, siteName: sites.name, email: users.email, locale: users.locale })
    .from(notificationDigestItems)
    .innerJoin(issues, eq(issues.id, notificationDigestItems.issueId))
    .innerJoin(sites, eq(sites.id, notificationDigestItems.siteId))
    .innerJoin(users, eq(users.id, notificationDigestItems.userId))
    .where(and(eq(notificationDigestItems.userId, userId), eq(notificationDigestItems.siteId, siteId)))
    .orderBy(asc(issues.createdAt), asc(issues.id));
  const [first] = rows;
  if (!first) return { issues: 0, sent: false };
  const issueIds = rows.map((row) => row.issue.id);

  const outcome =
    rows.length === 1
      ? await sendEmailOnce({
          db,
          mailer,
          publicUrl,
          dedupeKey: notificationDedupeKey(first.issue.id, userId),
          message: buildIssueNotificationEmail({
            issue: first.issue,
            siteName: first.siteName,
            to: first.email,
            publicUrl,
            locale: first.locale,
            photo: await loadFirstPhoto({ db, storage: options.storage, issueId: first.issue.id, publicUrl }).catch(
              () => undefined,
            ),
          }),
        })
      : await sendEmailOnce({
          db,
          mailer,
          publicUrl,
          dedupeKey: `digest:${userId}:${createHash('sha256').update(issueIds.join(',')).digest('hex').slice(0, 32)}`,
          message: buildIssueDigestEmail({
            issues: rows.map((row) => row.issue),
            siteName: first.siteName,
            to: first.email,
            publicUrl,
            locale: first.locale,
          }),
        });
  await db
    .delete(notificationDigestItems)
    .where(and(eq(notificationDigestItems.userId, userId), inArray(notificationDigestItems.issueId, issueIds)));
  return { issues: rows.length, sent: outcome === 'sent' };
}
