import { type WebhookPayload, webhookPayload } from '@sitewatch/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { buildWebhookMessage } from './build-webhook-message';
import { postToWebhook } from './post-to-webhook';

export class WebhookDeliveryError extends Error {
  override name = 'WebhookDeliveryError';
}

export type DeliveryOutcome = 'succeeded' | 'retrying' | 'failed' | 'gone' | 'delivered-before';

/**
 * One attempt of one delivery, written to the log. A 2xx answer succeeds; anything else (another status,
 * a refused address, a timeout, a network error) is logged and thrown so the queue retries with backoff,
 * until `retryLimit` retries are used up: that last row says 'failed'.
 */
export async function deliverWebhook(options: {
  db: Db;
  webhookId: string;
  eventId: string;
  payload: WebhookPayload | { type: string; timestamp: string; data: Record<string, unknown> };
  retryCount: number;
  retryLimit: number;
  timeoutMs: number;
  allowPrivateTargets: boolean;
}): Promise<{ outcome: DeliveryOutcome; error?: string }> {
  const { db, webhookId, eventId, retryCount } = options;
  const [endpoint] = await db.select().from(webhooks).where(eq(webhooks.id, webhookId)).limit(1);
  // Deleted since it was queued: nothing to deliver to.
  if (!endpoint) return { outcome: 'gone' };
  // A job retried after its process died between the receiver's 2xx and the job's completion: sent already.
  const [delivered] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, webhookId),
        eq(webhookDeliveries.eventId, eventId),
        eq(webhookDeliveries.status, 'succeeded'),
      ),
    )
    .limit(1);
  if (delivered) return { outcome: 'delivered-before' };
  const payload = webhookPayload.parse(options.payload);
  const message = buildWebhookMessage({ format: endpoint.format, secret: endpoint.secret, eventId, payload });
  const started = performance.now();
  let statusCode: number | null = null;
  let excerpt: string | null = null;
  let error: string | null = null;
  try {
    const response = await postToWebhook({
      url: endpoint.url,
      body: message.body,
      headers: message.headers,
      timeoutMs: options.timeoutMs,
      allowPrivate: options.allowPrivateTargets,
    });
    statusCode = response.statusCode;
    excerpt = response.excerpt || null;
    if (statusCode < 200 || statusCode > 299) error = `The receiver answered ${statusCode}`;
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  const isLast = retryCount >= options.retryLimit;
  const status = error === null ? 'succeeded' : isLast ? 'failed' : 'retrying';
  await db.insert(webhookDeliveries).values({
    webhookId,
    eventId,
    eventType: payload.type,
    attempt: retryCount + 1,
    status,
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error: error?.slice(0, 500) ?? null,
    responseExcerpt: excerpt,
  });
  if (error === null) return { outcome: 'succeeded' };
  return { outcome: status, error };
}
