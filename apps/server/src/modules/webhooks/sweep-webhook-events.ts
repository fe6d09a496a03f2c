import type { WebhookEventType } from '@sitewatch/shared';
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/background-jobs/job-queue';
import type { Db } from '../../db/client';
import { issues, webhookEvents } from '../../db/schema';
import { walkBacklog, yieldToEventLoop } from '../../lib/walk-backlog';
import { queueWebhooksOfIssues } from './queue-webhook-deliveries';

export const webhookEventsSweepQueue = 'webhook-events-sweep';
/** The event's own listener queues within milliseconds; the sweep leaves it this long first. */
export const webhookSweepAfterMs = 60_000;
/**
 * Events older than this are not swept. It stays well inside the 12 hours the job queue keeps a completed job,
 * so a job queued before a crash is still there to turn a second queueing of its message into a no-op.
 */
export const webhookSweepWindowMs = 6 * 60 * 60_000;
/** Queued rows are kept a while past the window, then deleted. */
const keepQueuedRowsMs = 2 * 24 * 60 * 60_000;

/**
 * Issues with an event in the sweep's window, on a site with an endpoint subscribed to it since before the
 * event, whose deliveries were never marked queued (their process stopped between the commit and queueing).
 */
async function findUnqueuedEvents(
  db: Db,
  options: { type: WebhookEventType; now: Date; after: string | undefined; limit: number },
) {
  const { type, now, after } = options;
  const eventTime = type === 'issue.created' ? issues.createdAt : issues.closedAt;
  const from = new Date(now.getTime() - webhookSweepWindowMs);
  const to = new Date(now.getTime() - webhookSweepAfterMs);
  return db
    .select()
    .from(issues)
    .where(
      and(
        type === 'issue.resolved' ? eq(issues.status, 'RESOLVED') : undefined,
        gte(eventTime, from),
        lt(eventTime, to),
        after === undefined ? undefined : gt(issues.id, after),
        sql`exists (select 1 from webhooks w where w.site_id = ${issues.siteId}
          and w.events @> ${JSON.stringify([type])}::jsonb and w.created_at <= ${eventTime})`,
        sql`not exists (select 1 from ${webhookEvents} e where e.issue_id = ${issues.id}
          and e.type = ${type} and e.queued_at is not null)`,
      ),
    )
    .orderBy(asc(issues.id))
    .limit(options.limit);
}

/** Rows one query of the sweep reads; a run yields to the event loop between batches and within long ones. */
export const webhookSweepBatchSize = 50;
/** Events of a type one run visits at most; the rest waits for the next minute. */
const webhookSweepMaxRows = 5000;

/** Deletes queued rows older than the window's keep time, a batch at a time. */
async function deleteOldEventRows(db: Db, before: Date): Promise<void> {
  for (;;) {
    const deleted = await db
      .delete(webhookEvents)
      .where(
        sql`(${webhookEvents.issueId}, ${webhookEvents.type}) in (select e.issue_id, e.type from ${webhookEvents} e
          where e.created_at < ${before.toISOString()} limit 500)`,
      )
      .returning({ issueId: webhookEvents.issueId });
    if (deleted.length < 500) return;
    await yieldToEventLoop();
  }
}

/**
 * The safety net behind the issue events' listener: every event of the last hours whose webhook deliveries were
 * never queued is queued now, with the message ids its listener would have used. Each event is claimed first,
 * so concurrent sweeps on several instances queue it once. Answers how many jobs were queued.
 */
export async function sweepWebhookEvents(options: {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
  now?: Date;
  batchSize?: number;
  maxRows?: number;
}): Promise<number> {
  const { db } = options;
  const now = options.now ?? new Date();
  let queued = 0;
  for (const type of ['issue.created', 'issue.resolved'] as const) {
    await walkBacklog({
      batchSize: options.batchSize ?? webhookSweepBatchSize,
      maxRows: options.maxRows ?? webhookSweepMaxRows,
      fetchBatch: (after: string | undefined, limit) => findUnqueuedEvents(db, { type, now, after, limit }),
      cursorOf: (issue) => issue.id,
      handleBatch: async (batch) => {
        queued += await queueWebhooksOfIssues({ ...options, type, issues: batch, now });
      },
    });
  }
  await deleteOldEventRows(db, new Date(now.getTime() - keepQueuedRowsMs));
  return queued;
}
