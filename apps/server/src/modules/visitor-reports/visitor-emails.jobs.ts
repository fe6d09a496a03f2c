import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  purgeExpiredVisitorEmails,
  sendVisitorFixedEmails,
  sweepVisitorFixedEmails,
  visitorEmailsPurgeQueue,
  visitorEmailsSweepQueue,
  visitorFixedEmailsQueue,
} from './send-visitor-fixed-emails';

/** Issue 14: the visitor's one "fixed" email when their issue is resolved, and the 90-day purge. */
export async function visitorEmailsJobs(app: FastifyInstance): Promise<void> {
  const { jobs, database, mailer, config, events, appSecret: secret } = app.deps;
  const db = database.db;

  jobs.define({
    name: visitorFixedEmailsQueue,
    expireInSeconds: 120,
    parse: (data) => z.object({ issueId: z.uuid() }).parse(data),
    async handle({ issueId }) {
      const sent = await sendVisitorFixedEmails({ db, mailer, secret, publicUrl: config.PUBLIC_URL, issueId });
      if (sent > 0) app.log.info({ issueId, sent }, 'visitors told their issue is fixed');
    },
  });
  jobs.define({
    name: visitorEmailsPurgeQueue,
    retryLimit: 0,
    parse: (data) => z.object({}).passthrough().parse(data),
    async handle() {
      const deleted = await purgeExpiredVisitorEmails(db);
      if (deleted > 0) app.log.info({ deleted }, 'deleted visitors’ addresses older than the retention period');
    },
  });
  jobs.schedule(visitorEmailsPurgeQueue, '17 * * * *');
  // The resolve event's job can be lost (a crash between the commit and queueing it): the sweep sends
  // what is still waiting, each address claimed so it never goes out twice.
  jobs.define({
    name: visitorEmailsSweepQueue,
    retryLimit: 0,
    parse: (data) => z.object({}).passthrough().parse(data),
    async handle() {
      const sent = await sweepVisitorFixedEmails({ db, mailer, secret, publicUrl: config.PUBLIC_URL });
      if (sent > 0) app.log.info({ sent }, 'visitors told their issue is fixed by the sweep');
    },
  });
  jobs.schedule(visitorEmailsSweepQueue, '*/10 * * * *');

  const queueing = new Set<Promise<unknown>>();
  const onResolved = (issue: { id: string }) => {
    const pending = jobs
      .send(visitorFixedEmailsQueue, { issueId: issue.id }, { singletonKey: issue.id })
      .catch((error: unknown) => app.log.warn({ err: error, issueId: issue.id }, 'could not queue visitor emails'))
      .finally(() => queueing.delete(pending));
    queueing.add(pending);
  };
  events.on('issue.resolved', onResolved);
  app.addHook('onClose', async () => {
    events.off('issue.resolved', onResolved);
    await Promise.all(queueing);
  });
}
