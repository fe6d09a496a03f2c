import { randomUUID } from 'node:crypto';
import {
  type WebhookEventType,
  type WebhookIssueData,
  type WebhookPayload,
  webhookTestEventType,
} from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { IssueRow, SiteRow } from '../../db/row-types';
import { sites, webhooks } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { issueDetailsUrl } from '../notifications/issue-notification-email';

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

/** Queues the event for every endpoint of the issue's site that subscribed to it; answers how many. */
export async function queueIssueWebhooks(options: {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
  type: WebhookEventType;
  issue: IssueRow;
}): Promise<number> {
  const { db, jobs, issue, type } = options;
  const endpoints = await db.select().from(webhooks).where(eq(webhooks.siteId, issue.siteId));
  const subscribed = endpoints.filter((endpoint) => endpoint.events.includes(type));
  if (subscribed.length === 0) return 0;
  const [site] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, issue.siteId)).limit(1);
  if (!site) return 0;
  const payload: WebhookPayload = {
    type,
    timestamp: new Date().toISOString(),
    data: toWebhookIssueData(issue, site, options.publicUrl),
  };
  for (const endpoint of subscribed) {
    await jobs.send(webhookDeliveriesQueue, { webhookId: endpoint.id, eventId: newEventId(), payload });
  }
  return subscribed.length;
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
      url: `${options.publicUrl}/u/dashboard/site/${site.id}`,
    },
  };
  const eventId = newEventId();
  await options.jobs.send(webhookDeliveriesQueue, { webhookId: options.webhookId, eventId, payload });
  return { eventId };
}
