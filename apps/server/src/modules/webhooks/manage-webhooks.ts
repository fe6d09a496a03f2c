import {
  type CreatedWebhook,
  maxWebhooksPerSite,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookFormat,
  webhookDeliveryLogSize,
} from '@sitewatch/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/is-uuid';
import { createWebhookSecret } from './build-webhook-message';
import { checkWebhookTarget, WebhookTargetError } from './check-webhook-target';

export type WebhookRow = typeof webhooks.$inferSelect;

function toWebhookDto(row: WebhookRow): Webhook {
  return { id: row.id, url: row.url, format: row.format, events: row.events, createdAt: row.createdAt.getTime() };
}

export async function listWebhooks(db: Db, siteId: string): Promise<Webhook[]> {
  const rows = await db.select().from(webhooks).where(eq(webhooks.siteId, siteId)).orderBy(webhooks.createdAt);
  return rows.map(toWebhookDto);
}

/** Saves an endpoint after checking its address (SSRF); the secret is in the answer this once only. */
export async function createWebhook(
  db: Db,
  options: {
    siteId: string;
    url: string;
    format: WebhookFormat;
    events: WebhookEventType[];
    allowPrivateTargets: boolean;
  },
): Promise<CreatedWebhook> {
  try {
    await checkWebhookTarget(options.url, { allowPrivate: options.allowPrivateTargets });
  } catch (error) {
    if (error instanceof WebhookTargetError) {
      throw new AppError('BAD_REQUEST', error.message, { url: [error.message] });
    }
    throw error;
  }
  const [existing] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.siteId, options.siteId));
  if ((existing?.n ?? 0) >= maxWebhooksPerSite) {
    throw new AppError('CONFLICT', `A site can have at most ${maxWebhooksPerSite} webhooks`);
  }
  const secret = createWebhookSecret();
  const [row] = await db
    .insert(webhooks)
    .values({ siteId: options.siteId, url: options.url, format: options.format, events: options.events, secret })
    .returning();
  if (!row) throw new Error('webhook not saved');
  return { ...toWebhookDto(row), secret };
}

/** The site's endpoint, or the 404 of a missing one (an id of another site is missing here too). */
export async function findSiteWebhook(db: Db, siteId: string, webhookId: string): Promise<WebhookRow> {
  if (!isUuid(webhookId)) throw notFound('Webhook not found');
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.siteId, siteId)))
    .limit(1);
  if (!row) throw notFound('Webhook not found');
  return row;
}

/** Deletes the endpoint and its log; deliveries still queued find it gone and stop. */
export async function deleteWebhook(db: Db, siteId: string, webhookId: string): Promise<void> {
  const row = await findSiteWebhook(db, siteId, webhookId);
  await db.delete(webhooks).where(eq(webhooks.id, row.id));
}

/** The latest delivery attempts of an endpoint, newest first. */
export async function listWebhookDeliveries(db: Db, webhookId: string): Promise<WebhookDelivery[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.attempt))
    .limit(webhookDeliveryLogSize);
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    attempt: row.attempt,
    status: row.status,
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    error: row.error,
    createdAt: row.createdAt.getTime(),
  }));
}
