import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/background-jobs/job-queue';
import type { Db } from '../../db/client';
import { issues } from '../../db/schema';
import { walkBacklog } from '../../lib/walk-backlog';

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

/** Queues the notification jobs of a batch of issues in one statement and marks them queued in another. */
async function queueNotificationsOfIssues(options: { db: Db; jobs: JobQueue; issueIds: string[] }): Promise<void> {
  const { db, jobs, issueIds } = options;
  await jobs.sendMany(
    issueNotificationsQueue,
    issueIds.map((issueId) => ({ data: { issueId }, options: { singletonKey: issueId } })),
  );
  await db
    .update(issues)
    .set({ notificationsQueuedAt: new Date() })
    .where(and(inArray(issues.id, issueIds), isNull(issues.notificationsQueuedAt)));
}

/** Rows one query of the sweep reads; a run yields to the event loop between batches. */
export const sweepBatchSize = 50;
/** Rows one run visits at most (a few seconds of work); the rest waits for the next minute. */
const sweepMaxRows = 5000;

/**
 * The safety net behind the issue.created event: issues older than a minute whose notifications were
 * never queued get queued now, in small batches that let requests run in between. Queueing twice is harmless
 * (one job per issue, one email per member).
 */
export async function sweepUnqueuedIssues(options: {
  db: Db;
  jobs: JobQueue;
  now?: Date;
  batchSize?: number;
  maxRows?: number;
}): Promise<number> {
  const { db, jobs } = options;
  const cutoff = new Date((options.now ?? new Date()).getTime() - sweepAfterMs);
  return walkBacklog({
    batchSize: options.batchSize ?? sweepBatchSize,
    maxRows: options.maxRows ?? sweepMaxRows,
    fetchBatch: (after: string | undefined, limit) =>
      db
        .select({ id: issues.id })
        .from(issues)
        .where(
          and(
            isNull(issues.notificationsQueuedAt),
            lt(issues.createdAt, cutoff),
            after === undefined ? undefined : gt(issues.id, after),
          ),
        )
        .orderBy(asc(issues.id))
        .limit(limit),
    cursorOf: (row) => row.id,
    handleBatch: (rows) => queueNotificationsOfIssues({ db, jobs, issueIds: rows.map((row) => row.id) }),
  });
}
