import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { siteReportQueue } from './request-report';

const reportJob = z.object({ requestId: z.uuid() });

/** The emailed site report: one job per request, drawn and sent in the background. */
export async function reportsJobs(app: FastifyInstance): Promise<void> {
  const { database, jobs, mailer, config } = app.deps;
  jobs.define({
    name: siteReportQueue,
    policy: 'stately',
    // Drawing a large report takes seconds; five minutes without finishing means its process died.
    expireInSeconds: 300,
    parse: (data) => reportJob.parse(data),
    async handle({ requestId }, context) {
      // pdfkit loads with the first report, not at start-up.
      const { sendSiteReport } = await import('./send-site-report');
      const outcome = await sendSiteReport({
        db: database.db,
        mailer,
        publicUrl: config.PUBLIC_URL,
        requestId,
        logger: app.log,
      });
      app.log.info({ requestId, outcome, attempt: context.retryCount + 1 }, 'site report job finished');
    },
  });
}
