import type { JobQueue } from '../../adapters/background-jobs/job-queue';
import { stableJobId } from '../../adapters/background-jobs/stable-job-id';
import type { Db } from '../../db/client';
import { walkBacklog } from '../../lib/walk-backlog';
import { summaryWeek } from './summary-week';
import { findPendingWeeklySummaries, type SummaryKey } from './weekly-summary-claims';

export const weeklySummaryQueue = 'weekly-summary-emails';
export const weeklySummarySweepQueue = 'weekly-summary-sweep';

const hourMs = 60 * 60 * 1000;

/**
 * One job per member, site, week and sweep hour: every instance's sweep of the same hour sends it with this id,
 * so the queue keeps one. The hour is part of it so that a job that failed for good (the queue keeps it, and
 * with it its id, for days) does not stop the next hour's sweep from queueing the summary again; a job that is
 * still waiting when the next hour's is queued is harmless, as the claim lets one of them send.
 */
export const weeklySummaryJobId = (key: SummaryKey, now: Date) =>
  stableJobId(
    `weekly-summary:${key.siteId}:${key.userId}:${key.weekStart.toISOString()}:${Math.floor(now.getTime() / hourMs)}`,
  );

const sweepBatchSize = 100;
/** Members one run visits at most; the rest waits for the next run. */
const sweepMaxRows = 5000;

/**
 * Every hour: each opted-in member whose summary of the last whole week is not sent gets its job. The first run
 * after Monday 00:00 UTC queues the week's summaries; later runs of the week queue what failed or was missed
 * (a restart, a lease that ran out) and the summaries of members who turned it on since. Answers the members
 * visited.
 */
export function sweepWeeklySummaries(options: {
  db: Db;
  jobs: JobQueue;
  now?: Date;
  batchSize?: number;
}): Promise<number> {
  const { db, jobs } = options;
  const now = options.now ?? new Date();
  const weekStart = summaryWeek(now).from;
  return walkBacklog({
    batchSize: options.batchSize ?? sweepBatchSize,
    maxRows: sweepMaxRows,
    fetchBatch: (after: { siteId: string; userId: string } | undefined, limit) =>
      findPendingWeeklySummaries(db, { weekStart, now, after, limit }),
    cursorOf: (row) => row,
    handleBatch: (rows) =>
      jobs.sendMany(
        weeklySummaryQueue,
        rows.map((row) => ({
          data: { siteId: row.siteId, userId: row.userId, weekStart: weekStart.getTime() },
          options: { jobId: weeklySummaryJobId({ ...row, weekStart }, now) },
        })),
      ),
  });
}
