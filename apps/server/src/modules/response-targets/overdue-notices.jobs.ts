import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendOverdueNotices } from './send-overdue-notices';
import { overdueNoticesQueue, overdueSweepQueue, sweepOverdueIssues } from './sweep-overdue-issues';

const noticeJob = z.object({ issueId: z.uuid() });

/**
 * Issue 29: an open issue past its response target notifies its assignee and the site's owners once. Nothing
 * happens at the due moment itself, so a sweep each minute finds what went overdue and queues its notice: a
 * restart loses nothing (the sweep finds it again), and instances sweeping together send one notice.
 */
export async function overdueNoticesJobs(app: FastifyInstance): Promise<void> {
  const { jobs, database, mailer, config } = app.deps;
  const db = database.db;
  jobs.define({
    name: overdueNoticesQueue,
    expireInSeconds: 120,
    parse: (data) => noticeJob.parse(data),
    async handle({ issueId }, context) {
      const { sent } = await sendOverdueNotices({
        db,
        mailer,
        jobs,
        publicUrl: config.PUBLIC_URL,
        issueId,
        isRetry: context.retryCount > 0,
      });
      if (sent > 0) app.log.info({ issueId, sent }, 'overdue notices sent');
    },
  });
  jobs.define({
    name: overdueSweepQueue,
    retryLimit: 0,
    parse: (data) => z.object({}).passthrough().parse(data),
    async handle() {
      await sweepOverdueIssues({ db, jobs });
    },
  });
  jobs.schedule(overdueSweepQueue, '* * * * *');
}
