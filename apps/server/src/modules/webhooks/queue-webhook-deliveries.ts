import { createHash, randomUUID } from 'node:crypto';
import {
  type WebhookEventType,
  type WebhookIssueData,
  type WebhookPayload,
  webhookTestEventType,
} from '@sitewatch/shared';
import { sitePath } from '@sitewatch/shared/paths';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import type { JobQueue } from '../../adapters/background-jobs/job-queue';
import { stableJobId } from '../../adapters/background-jobs/stable-job-id';
import type { Db } from '../../db/client';
import type { IssueRow, SiteRow } from '../../db/row-types';
import { sites, webhookEvents, webhooks } from '../../db/schema';
import { issueDetailsUrl } from '../notifications';

export const webhookDeliveriesQueue = 'webhook-deliveries';

/** One job per (endpoint, event): the payload is fixed when queued, so every retry sends the same message. */
export const webhookDeliveryJob = z.object({
  webhookId: z.uuid(),
  eventId: z.string().min(1),
  payload: z.object({ type: z.string(), timestamp: z.string(), data: z.record(z.string(), z.unknown()) }),
});

/** A new Standard Webhooks message id. */
export const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** What a receiver gets about an issue: no visitor email, reporter or photo (spec: visitors stay anonymous). */
export function toWebhookIssueData(issue: IssueRow, site: Pick<SiteRow, 'name'>, publicUrl: string): WebhookIssueData {
  return {
    id: issue.id,
    siteId: issue.siteId,
    siteName: site.name,
    title: issue.title,
    description: issue.description,
    location: issue.location,
    status: issue.status,
    priority: issue.priority,
    category: issue.category,
    createdAt: issue.createdAt.getTime(),
    ...(issue.closedAt ? { closedAt: issue.closedAt.getTime() } : {}),
    url: issueDetailsUrl(publicUrl, issue),
  };
}

/** How long one runner holds an event while it queues its deliveries; a runner that died lets it go after this. */
const queueingClaimMs = 2 * 60_000;

/**
 * The Standard Webhooks message id of one event for one endpoint, the same wherever and however often it is
 * made (the event's listener, the sweep, any instance), so receivers can drop a duplicate by `webhook-id`.
 */
export function webhookEventId(webhookId: string, type: WebhookEventType, issueId: string): string {
  return `msg_${createHash('sha256').update(`${webhookId}:${type}:${issueId}`).digest('hex').slice(0, 32)}`;
}

/** The delivery job's id, fixed by its message id: queueing the same message again adds no second job. */
export function webhookDeliveryJobId(eventId: string): string {
  return stableJobId(`webhook-delivery:${eventId}`);
}

/** When the event happened: its time is the payload's timestamp, so a later queueing sends the same message. */
export function webhookEventTime(type: WebhookEventType, issue: IssueRow): Date {
  if (type === 'issue.resolved' && issue.closedAt) return issue.closedAt;
  // The moment its one notice was claimed: the stamp stays, so a retry sends the same timestamp.
  if (type === 'issue.overdue' && issue.overdueNotifiedAt) return issue.overdueNotifiedAt;
  return issue.createdAt;
}

/** Takes the events for this runner, but those queued already or held by another runner; answers the issues taken. */
async function claimWebhookEvents(db: Db, issueIds: string[], type: WebhookEventType, now: Date): Promise<Set<string>> {
  if (issueIds.length === 0) return new Set();
  const claimedUntil = new Date(now.getTime() + queueingClaimMs);
  const claimed = await db
    .insert(webhookEvents)
    .values(issueIds.map((issueId) => ({ issueId, type, claimedUntil })))
    .onConflictDoUpdate({
      target: [webhookEvents.issueId, webhookEvents.type],
      set: { claimedUntil },
      setWhere: and(
        isNull(webhookEvents.queuedAt),
        or(isNull(webhookEvents.claimedUntil), lt(webhookEvents.claimedUntil, now)),
      ),
    })
    .returning({ issueId: webhookEvents.issueId });
  return new Set(claimed.map((row) => row.issueId));
}

/**
 * Queues the event of each issue for every endpoint of its site that subscribed to it before it happened, once:
 * the events are claimed first (`webhook_events`), each job's id follows from its message id, and the events are
 * marked queued last, so a runner that dies half-way leaves them to the sweep, which adds only the missing jobs.
 * A batch of issues (the sweep's) costs a handful of statements, not a handful per issue. Answers how many jobs
 * were queued.
 */
export async function queueWebhooksOfIssues(options: {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
  type: WebhookEventType;
  issues: IssueRow[];
  /** issue.overdue: when the issue was due, sent as `data.dueAt`. */
  dueAt?: number;
  now?: Date;
}): Promise<number> {
  const { db, jobs, type } = options;
  const now = options.now ?? new Date();
  const siteIds = [...new Set(options.issues.map((issue) => issue.siteId))];
  if (siteIds.length === 0) return 0;
  const endpoints = await db.select().from(webhooks).where(inArray(webhooks.siteId, siteIds));
  const subscribedTo = (issue: IssueRow) =>
    endpoints.filter(
      (endpoint) =>
        endpoint.siteId === issue.siteId &&
        endpoint.events.includes(type) &&
        endpoint.createdAt <= webhookEventTime(type, issue),
    );
  // Sites without a subscribed endpoint cost no write per event.
  const withEndpoints = options.issues.filter((issue) => subscribedTo(issue).length > 0);
  if (withEndpoints.length === 0) return 0;
  const siteRows = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(inArray(sites.id, [...new Set(withEndpoints.map((issue) => issue.siteId))]));
  const siteNames = new Map(siteRows.map((site) => [site.id, site.name]));
  const claimed = await claimWebhookEvents(
    db,
    withEndpoints.filter((issue) => siteNames.has(issue.siteId)).map((issue) => issue.id),
    type,
    now,
  );
  const taken = withEndpoints.filter((issue) => claimed.has(issue.id));
  if (taken.length === 0) return 0;
  const takenIds = taken.map((issue) => issue.id);
  const deliveries = taken.flatMap((issue) => {
    const payload: WebhookPayload = {
      type,
      timestamp: webhookEventTime(type, issue).toISOString(),
      data: {
        ...toWebhookIssueData(issue, { name: siteNames.get(issue.siteId) ?? '' }, options.publicUrl),
        ...(options.dueAt === undefined ? {} : { dueAt: options.dueAt }),
      },
    };
    return subscribedTo(issue).map((endpoint) => {
      const eventId = webhookEventId(endpoint.id, type, issue.id);
      return { data: { webhookId: endpoint.id, eventId, payload }, options: { jobId: webhookDeliveryJobId(eventId) } };
    });
  });
  let queued: number;
  try {
    queued = await jobs.sendMany(webhookDeliveriesQueue, deliveries);
  } catch (error) {
    // Let the next runner (the sweep) take them at once.
    await db
      .update(webhookEvents)
      .set({ claimedUntil: null })
      .where(and(inArray(webhookEvents.issueId, takenIds), eq(webhookEvents.type, type)));
    throw error;
  }
  await db
    .update(webhookEvents)
    .set({ queuedAt: new Date(), claimedUntil: null })
    .where(and(inArray(webhookEvents.issueId, takenIds), eq(webhookEvents.type, type)));
  return queued;
}

/** Queues one issue's event (its listener, an overdue notice): queueWebhooksOfIssues for one. */
export function queueIssueWebhooks(options: {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
  type: WebhookEventType;
  issue: IssueRow;
  dueAt?: number;
  now?: Date;
}): Promise<number> {
  const { issue, ...rest } = options;
  return queueWebhooksOfIssues({ ...rest, issues: [issue] });
}

/** "Send test event": a sample issue of this site, delivered to one endpoint like any event. */
export async function queueTestEvent(options: {
  jobs: JobQueue;
  publicUrl: string;
  site: SiteRow;
  webhookId: string;
}): Promise<{ eventId: string }> {
  const { site } = options;
  const now = new Date();
  const payload: WebhookPayload = {
    type: webhookTestEventType,
    timestamp: now.toISOString(),
    data: {
      id: '00000000-0000-4000-8000-000000000000',
      siteId: site.id,
      siteName: site.name,
      title: 'Test event: water on the floor',
      description: 'This is a test event sent from the Webhooks settings. No issue was reported.',
      location: 'Entrance',
      status: 'OPEN',
      priority: 'MEDIUM',
      category: 'CLEANING',
      createdAt: now.getTime(),
      url: `${options.publicUrl}${sitePath(site.id)}`,
    },
  };
  const eventId = newEventId();
  await options.jobs.send(webhookDeliveriesQueue, { webhookId: options.webhookId, eventId, payload });
  return { eventId };
}
