import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issues } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';

export const issueNotificationsQueue = 'issue-notifications';
export const notificationsSweepQueue = 'issue-notifications-sweep';
/** An issue this old with nothing queued lost its event (crash, or created by another instance that died). */
export const sweepAfterMs = 60_000;

/** Queues the notification job for an issue (one per issue) and marks the issue as queued. */
export async function queueIssueNotifications(options: { db: Db; jobs: JobQueue; issueId: string }): Promise<void> {
  const { db, jobs, issueId } = options;
  await jobs.send(issueNotificationsQueue, { issueId }, { singletonKey: issueId });
  await db
    .update(issues)
    .set({ notificationsQueuedAt: new Date() })
    .where(and(eq(issues.id, issueId), isNull(issues.notificationsQueuedAt)));
}

/**
 * The safety net behind the issue.created event: issues older than a minute whose notifications were
 * never queued get queued now. Queueing twice is harmless (one job per issue, one email per member).
 */
export async function sweepUnqueuedIssues(options: { db: Db; jobs: JobQueue; now?: Date; limit?: number }) {
  const { db, jobs } = options;
  const cutoff = new Date((options.now ?? new Date()).getTime() - sweepAfterMs);
  const rows = await db
    .select({ id: issues.id })
    .from(issues)
    .where(and(isNull(issues.notificationsQueuedAt), lt(issues.createdAt, cutoff)))
    .orderBy(asc(issues.createdAt))
    .limit(options.limit ?? 500);
  for (const row of rows) await queueIssueNotifications({ db, jobs, issueId: row.id });
  return rows.length;
}
