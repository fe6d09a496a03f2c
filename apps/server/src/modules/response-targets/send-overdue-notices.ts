import { dueAt, siteResponseTargets } from '@sitewatch/shared';
import { and, eq } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/background-jobs/job-queue';
import type { Mailer } from '../../adapters/mail/mailer';
import { sendEmailOnce } from '../../adapters/mail/send-email-once';
import type { Db } from '../../db/client';
import { siteMembers, sites, users } from '../../db/schema';
import { findCurrentAssignment } from '../assignments';
import { issueDetailsUrl } from '../notifications';
import { queueIssueWebhooks } from '../webhooks';
import { buildOverdueEmail } from './overdue-email';
import { claimOverdueNotice, findNoticedIssue } from './overdue-issues';

interface Recipient {
  email: string;
  locale: string | null;
  /** Members get the dashboard link; a contractor has no account. */
  isMember: boolean;
}

/** The site's owners and the issue's assignee (a member or a contractor), each address once. */
async function listOverdueRecipients(db: Db, siteId: string, issueId: string): Promise<Recipient[]> {
  const owners = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .innerJoin(siteMembers, and(eq(siteMembers.userId, users.id), eq(siteMembers.siteId, siteId)))
    .where(eq(siteMembers.role, 'owner'))
    .orderBy(users.email);
  const recipients: Recipient[] = owners.map((owner) => ({ ...owner, isMember: true }));
  const assignment = await findCurrentAssignment(db, issueId);
  if (assignment?.memberUserId) {
    const [assignee] = await db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, assignment.memberUserId));
    if (assignee) recipients.push({ ...assignee, isMember: true });
  } else if (assignment?.contractorEmail) {
    recipients.push({ email: assignment.contractorEmail, locale: null, isMember: false });
  }
  const seen = new Set<string>();
  return recipients.filter((r) => {
    const key = r.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The dedupe key of one overdue email: one per issue and address, whatever retries or instances do. */
export const overdueEmailKey = (issueId: string, email: string) => `issue-overdue:${issueId}:${email.toLowerCase()}`;

/**
 * The notice job: claims the issue's one notice, then emails the owners and the assignee and queues the
 * `issue.overdue` webhook event. A retry after a failure half-way finds the claim taken by this very job
 * (one job per issue) and finishes what is missing: each email and the event are sent once by their own keys.
 */
export async function sendOverdueNotices(options: {
  db: Db;
  mailer: Mailer;
  jobs: JobQueue;
  publicUrl: string;
  issueId: string;
  isRetry: boolean;
  now?: Date;
}): Promise<{ sent: number }> {
  const { db, publicUrl, issueId } = options;
  const now = options.now ?? new Date();
  const issue =
    (await claimOverdueNotice(db, issueId, now)) ?? (options.isRetry ? await findNoticedIssue(db, issueId) : null);
  if (!issue) return { sent: 0 };
  const [site] = await db.select().from(sites).where(eq(sites.id, issue.siteId)).limit(1);
  if (!site) return { sent: 0 };
  const due = dueAt(issue.createdAt, issue.priority, siteResponseTargets(site.responseTargets));
  let sent = 0;
  for (const recipient of await listOverdueRecipients(db, site.id, issue.id)) {
    const message = buildOverdueEmail({
      issue,
      siteName: site.name,
      dueAt: due,
      to: recipient.email,
      locale: recipient.locale,
      link: recipient.isMember ? issueDetailsUrl(publicUrl, issue) : null,
      publicUrl,
    });
    const key = overdueEmailKey(issue.id, recipient.email);
    if ((await sendEmailOnce({ db, mailer: options.mailer, dedupeKey: key, publicUrl, message })) === 'sent') sent++;
  }
  await queueIssueWebhooks({ db, jobs: options.jobs, publicUrl, type: 'issue.overdue', issue, dueAt: due, now });
  return { sent };
}
