import type { JobQueue } from '../../adapters/background-jobs/job-queue';
import { stableJobId } from '../../adapters/background-jobs/stable-job-id';
import type { Db } from '../../db/client';
import { walkBacklog } from '../../lib/walk-backlog';
import { findUnnoticedOverdueIssues } from './overdue-issues';

export const overdueNoticesQueue = 'issue-overdue-notices';
export const overdueSweepQueue = 'issue-overdue-sweep';

/** One notice job per issue: every instance's sweep sends it with this id, so the queue keeps one. */
export const overdueNoticeJobId = (issueId: string) => stableJobId(`issue-overdue:${issueId}`);

const sweepBatchSize = 50;
/** Issues one run visits at most; the rest waits for the next minute. */
const sweepMaxRows = 5000;

/**
 * Each minute: every open issue past its due time without a notice gets its notice job. Several instances
 * sweep at once harmlessly: the job id is the issue's, and the job's claim lets one notice through.
 * Answers the issues visited.
 */
export function sweepOverdueIssues(options: {
  db: Db;
  jobs: JobQueue;
  now?: Date;
  batchSize?: number;
  maxRows?: number;
}): Promise<number> {
  const { db, jobs } = options;
  const now = options.now ?? new Date();
  return walkBacklog({
    batchSize: options.batchSize ?? sweepBatchSize,
    maxRows: options.maxRows ?? sweepMaxRows,
    fetchBatch: (after: string | undefined, limit) => findUnnoticedOverdueIssues(db, { now, after, limit }),
    cursorOf: (row) => row.id,
    handleBatch: (rows) =>
      jobs.sendMany(
        overdueNoticesQueue,
        rows.map((row) => ({ data: { issueId: row.id }, options: { jobId: overdueNoticeJobId(row.id) } })),
      ),
  });
}
