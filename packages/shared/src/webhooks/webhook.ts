import { z } from 'zod';
import { categoryId, issueStatus, priorityId } from '../issues/issue-enums';

/** Events a site's webhook endpoint can subscribe to; the test event is sent only on request. */
// issue.overdue: an open issue passed its priority's response target (issue 29), sent once per issue.
export const webhookEventTypes = ['issue.created', 'issue.resolved', 'issue.overdue'] as const;
export const webhookEventType = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventType>;
/** The "Send test event" button's event: never subscribed, always delivered to the one endpoint. */
export const webhookTestEventType = 'webhook.test';

/** standard: Standard Webhooks JSON, signed; slack / teams: their incoming-webhook message formats. */
export const webhookFormats = ['standard', 'slack', 'teams'] as const;
export const webhookFormat = z.enum(webhookFormats);
export type WebhookFormat = z.infer<typeof webhookFormat>;

/** How many endpoints one site may have, and how many delivery attempts its log shows. */
export const maxWebhooksPerSite = 10;
export const webhookDeliveryLogSize = 20;

/** POST /api/site/{siteId}/webhooks */
export const createWebhookRequest = z.object({
  url: z
    .string()
    .trim()
    .max(2000, 'The address is too long')
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// address' })),
  format: webhookFormat.default('standard'),
  events: z
    .array(webhookEventType)
    .min(1, 'Choose at least one event')
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequest>;

export const webhook = z.object({
  id: z.uuid(),
  url: z.string(),
  format: webhookFormat,
  events: z.array(webhookEventType),
  createdAt: z.number().int(),
});
export type Webhook = z.infer<typeof webhook>;

/** The answer to creating: the endpoint and its signing secret, shown this once. */
export const createdWebhook = webhook.extend({ secret: z.string().regex(/^whsec_/) });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const webhookList = z.array(webhook);

export const webhookDeliveryStatuses = ['succeeded', 'retrying', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];
/** One attempt to deliver one event: 'retrying' will be tried again, 'failed' was the last attempt. */
export const webhookDelivery = z.object({
  id: z.uuid(),
  eventId: z.string(),
  eventType: z.string(),
  attempt: z.number().int().min(1),
  status: z.enum(webhookDeliveryStatuses),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.number().int(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveryList = z.array(webhookDelivery);

/** POST /api/site/{siteId}/webhooks/{webhookId}/test: queued, arrives in the delivery log. */
export const webhookTestAccepted = z.object({ eventId: z.string() });
export type WebhookTestAccepted = z.infer<typeof webhookTestAccepted>;

/**
 * The issue as a receiver sees it: what it needs to act, and nothing personal (no visitor email,
 * no reporter). Times are epoch milliseconds like the rest of the API.
 */
export const webhookIssueData = z.object({
  id: z.uuid(),
  siteId: z.uuid(),
  siteName: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  status: issueStatus,
  priority: priorityId,
  category: categoryId,
  createdAt: z.number().int(),
  closedAt: z.number().int().optional(),
  /** issue.overdue only: when the issue was due (its creation plus the site's target for its priority). */
  dueAt: z.number().int().optional(),
  url: z.string(),
});
export type WebhookIssueData = z.infer<typeof webhookIssueData>;

/** The body of a `standard` delivery (Standard Webhooks: type, timestamp, data). */
export const webhookPayload = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: webhookIssueData,
});
export type WebhookPayload = z.infer<typeof webhookPayload>;
