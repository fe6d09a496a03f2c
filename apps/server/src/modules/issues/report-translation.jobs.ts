import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  needsTranslation,
  sweepUntranslatedReports,
  translateReportQueue,
  translateReportsSweepQueue,
  translateStoredReport,
} from './translate-report';

/**
 * Issue 14: with a model configured, a report in another language is translated for the managers by a
 * durable job after it is stored, so the visitor's submission never waits on it and a provider outage is
 * retried with backoff. With the built-in engine nothing is translated (the row shows the language).
 */
export async function reportTranslationJobs(app: FastifyInstance): Promise<void> {
  const { jobs, database, events, reportTranslator } = app.deps;
  if (!reportTranslator) return;

  jobs.define({
    name: translateReportQueue,
    expireInSeconds: 120,
    parse: (data) => z.object({ reportId: z.uuid() }).parse(data),
    async handle({ reportId }) {
      const issue = await translateStoredReport({ db: database.db, translator: reportTranslator, reportId });
      if (issue) events.emit('issue.updated', issue);
    },
  });

  jobs.define({
    name: translateReportsSweepQueue,
    retryLimit: 0,
    parse: (data) => z.object({}).passthrough().parse(data),
    async handle() {
      const queued = await sweepUntranslatedReports({ db: database.db, jobs });
      if (queued > 0) app.log.info({ queued }, 'translations queued again by the sweep');
    },
  });
  jobs.schedule(translateReportsSweepQueue, '*/10 * * * *');

  const queueing = new Set<Promise<unknown>>();
  const onStored = (report: { id: string; language: string | null }) => {
    if (!needsTranslation(report.language)) return;
    const pending = jobs
      .send(translateReportQueue, { reportId: report.id }, { singletonKey: report.id })
      .catch((error: unknown) => app.log.warn({ err: error, reportId: report.id }, 'could not queue a translation'))
      .finally(() => queueing.delete(pending));
    queueing.add(pending);
  };
  events.on('report.stored', onStored);
  app.addHook('onClose', async () => {
    events.off('report.stored', onStored);
    await Promise.all(queueing);
  });
}
