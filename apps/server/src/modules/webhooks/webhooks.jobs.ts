import type { WebhookEventType } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { IssueRow } from '../../db/row-types';
import { deliverWebhook, WebhookDeliveryError } from './deliver-webhook';
import { queueIssueWebhooks, webhookDeliveriesQueue, webhookDeliveryJob } from './queue-webhook-deliveries';
import { sweepWebhookEvents, webhookEventsSweepQueue } from './sweep-webhook-events';

/** Issue events reach the site's webhook endpoints through the job queue: durable, retried with backoff. */
export async function webhooksJobs(app: FastifyInstance): Promise<void> {
  const { jobs, database, config, events } = app.deps;
  const db = database.db;
  jobs.define({
    name: webhookDeliveriesQueue,
    retryLimit: config.WEBHOOK_RETRY_LIMIT,
    retryDelaySeconds: config.WEBHOOK_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    // One attempt is one HTTP request with its own timeout; past this its process died.
    expireInSeconds: Math.max(60, Math.ceil(config.WEBHOOK_TIMEOUT_MS / 1000) * 3),
    parse: (data) => webhookDeliveryJob.parse(data),
    async handle({ webhookId, eventId, payload }, context) {
      const result = await deliverWebhook({
        db,
        webhookId,
        eventId,
        payload,
        retryCount: context.retryCount,
        // The limit stored with the job: a queue created earlier keeps the limit it was created with.
        retryLimit: context.retryLimit,
        timeoutMs: config.WEBHOOK_TIMEOUT_MS,
        allowPrivateTargets: config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      });
      if (result.outcome === 'failed') {
        app.log.warn(
          { webhookId, eventId, attempts: context.retryCount + 1, error: result.error },
          'webhook delivery failed for good; no more retries',
        );
      }
      // Throwing fails this attempt, so the queue retries it (or records it as failed after the last one).
      if (result.outcome === 'retrying' || result.outcome === 'failed') {
        throw new WebhookDeliveryError(result.error ?? 'delivery failed');
      }
    },
  });

  // The event's listener can be lost (the process stops between the commit and queueing): each minute the
  // sweep queues what is missing, with the same message ids, each event claimed so it is queued once.
  jobs.define({
    name: webhookEventsSweepQueue,
    retryLimit: 0,
    parse: (data) => z.object({}).passthrough().parse(data),
    async handle() {
      const queued = await sweepWebhookEvents({ db, jobs, publicUrl: config.PUBLIC_URL });
      if (queued > 0) app.log.warn({ queued }, 'queued webhook deliveries for events that missed them');
    },
  });
  jobs.schedule(webhookEventsSweepQueue, '* * * * *');

  const queueing = new Set<Promise<void>>();
  const queueFor = (type: WebhookEventType) => (issue: IssueRow) => {
    // The request that changed the issue has answered already; a failure here is caught by the sweep.
    const pending = queueIssueWebhooks({ db, jobs, publicUrl: config.PUBLIC_URL, type, issue })
      .then(() => undefined)
      .catch((error: unknown) => {
        app.log.warn({ err: error, issueId: issue.id, type }, 'could not queue webhook deliveries; the sweep will');
      })
      .finally(() => queueing.delete(pending));
    queueing.add(pending);
  };
  const onCreated = queueFor('issue.created');
  const onResolved = queueFor('issue.resolved');
  events.on('issue.created', onCreated);
  events.on('issue.resolved', onResolved);
  // Runs before the job queue stops: onClose hooks run in reverse order of registration.
  app.addHook('onClose', async () => {
    events.off('issue.created', onCreated);
    events.off('issue.resolved', onResolved);
    await Promise.all(queueing);
  });
}
