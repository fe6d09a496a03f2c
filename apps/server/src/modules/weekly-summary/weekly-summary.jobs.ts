import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendWeeklySummary } from './send-weekly-summary';
import { sweepWeeklySummaries, weeklySummaryQueue, weeklySummarySweepQueue } from './sweep-weekly-summaries';

const summaryJob = z.object({ siteId: z.uuid(), userId: z.uuid(), weekStart: z.number().int() });

/**
 * Issue 29: the weekly summary email, sent once per member, site and week across instances. An hourly sweep
 * queues a job per opted-in member whose summary of the last week is not sent (one job id per member, site and
 * week); the job claims it in weekly_summaries before sending (send-weekly-summary.ts).
 */
export async function weeklySummaryJobs(app: FastifyInstance): Promise<void> {
  const { jobs, database, mailer, config } = app.deps;
  const db = database.db;
  jobs.define({
    name: weeklySummaryQueue,
    expireInSeconds: 120,
    // Retries outlast the claim's 5-minute lease (30 s, doubling: the fourth retry starts 7.5 minutes after the
    // first attempt), so a job that finds the claim of a runner that died keeps trying until the lease runs out.
    retryLimit: 6,
    retryDelaySeconds: 30,
    retryBackoff: true,
    parse: (data) => summaryJob.parse(data),
    async handle({ siteId, userId, weekStart }) {
      const key = { siteId, userId, weekStart: new Date(weekStart) };
      const outcome = await sendWeeklySummary({ db, mailer, publicUrl: config.PUBLIC_URL, key });
      if (outcome === 'held') throw new Error('the weekly summary is held by another runner; retrying later');
      if (outcome === 'sent') app.log.info({ siteId, userId, weekStart }, 'weekly summary sent');
    },
  });
  jobs.define({
    name: weeklySummarySweepQueue,
    retryLimit: 0,
    parse: (data) => z.object({}).passthrough().parse(data),
    async handle() {
      await sweepWeeklySummaries({ db, jobs });
    },
  });
  jobs.schedule(weeklySummarySweepQueue, '0 * * * *');
}
