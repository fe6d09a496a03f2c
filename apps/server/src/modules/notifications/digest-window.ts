import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/background-jobs/job-queue';
import type { Db } from '../../db/client';
import { notificationDigestItems, notificationDigestWindows } from '../../db/schema';
import { walkBacklog } from '../../lib/walk-backlog';

export const notificationDigestQueue = 'issue-notification-digest';

export function digestJobKey(userId: string, siteId: string): string {
  return `${userId}:${siteId}`;
}

/**
 * Claims a member's notification window for a site. The first issue of a burst opens it and is emailed at
 * once; while it is open, further issues wait for the digest. One statement decides, so two instances
 * handling two issues at the same moment cannot both think theirs is the first.
 */
export async function openDigestWindow(
  db: Db,
  options: { userId: string; siteId: string; now: Date; windowSeconds: number },
): Promise<{ opened: true } | { opened: false; closesAt: Date }> {
  const { userId, siteId, now } = options;
  const closesAt = new Date(now.getTime() + options.windowSeconds * 1000);
  const claimed = await db
    .insert(notificationDigestWindows)
    .values({ userId, siteId, closesAt })
    .onConflictDoUpdate({
      target: [notificationDigestWindows.userId, notificationDigestWindows.siteId],
      set: { closesAt },
      setWhere: sql`${notificationDigestWindows.closesAt} <= ${now.toISOString()}`,
    })
    .returning({ closesAt: notificationDigestWindows.closesAt });
  if (claimed.length > 0) return { opened: true };
  const [open] = await db
    .select({ closesAt: notificationDigestWindows.closesAt })
    .from(notificationDigestWindows)
    .where(and(eq(notificationDigestWindows.userId, userId), eq(notificationDigestWindows.siteId, siteId)));
  return { opened: false, closesAt: open?.closesAt ?? now };
}

/** Puts an issue in the member's next digest and makes sure a digest job waits for the window's end. */
export async function addToDigest(options: {
  db: Db;
  jobs: JobQueue;
  userId: string;
  siteId: string;
  issueId: string;
  closesAt: Date;
  now: Date;
}): Promise<void> {
  const { db, jobs, userId, siteId, issueId } = options;
  await db.insert(notificationDigestItems).values({ userId, siteId, issueId }).onConflictDoNothing();
  // One waiting digest job per member and site (the queue is stately): the rest of the burst adds rows only.
  await jobs.send(
    notificationDigestQueue,
    { userId, siteId },
    {
      singletonKey: digestJobKey(userId, siteId),
      startAfterSeconds: Math.max(0, Math.ceil((options.closesAt.getTime() - options.now.getTime()) / 1000)),
    },
  );
}

/**
 * The safety net for digests: an issue added just as its window's digest was being sent waits in the table;
 * once its window has been closed a minute, a digest job is queued for it.
 */
export async function sweepWaitingDigests(options: { db: Db; jobs: JobQueue; now?: Date }): Promise<number> {
  const { db, jobs } = options;
  const cutoff = new Date((options.now ?? new Date()).getTime() - 60_000);
  return walkBacklog({
    batchSize: 100,
    maxRows: 2000,
    fetchBatch: (after: { userId: string; siteId: string } | undefined, limit) =>
      db
        .selectDistinct({ userId: notificationDigestItems.userId, siteId: notificationDigestItems.siteId })
        .from(notificationDigestItems)
        .innerJoin(
          notificationDigestWindows,
          and(
            eq(notificationDigestWindows.userId, notificationDigestItems.userId),
            eq(notificationDigestWindows.siteId, notificationDigestItems.siteId),
          ),
        )
        .where(
          and(
            lt(notificationDigestWindows.closesAt, cutoff),
            after === undefined
              ? undefined
              : sql`(${notificationDigestItems.userId}, ${notificationDigestItems.siteId}) > (${after.userId}::uuid, ${after.siteId}::uuid)`,
          ),
        )
        .orderBy(asc(notificationDigestItems.userId), asc(notificationDigestItems.siteId))
        .limit(limit),
    cursorOf: (row) => row,
    handleBatch: (rows) =>
      jobs.sendMany(
        notificationDigestQueue,
        rows.map((row) => ({ data: row, options: { singletonKey: digestJobKey(row.userId, row.siteId) } })),
      ),
  });
}
