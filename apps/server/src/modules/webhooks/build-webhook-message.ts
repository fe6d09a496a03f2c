import { randomBytes } from 'node:crypto';
import { categories, priorities, type WebhookFormat, type WebhookPayload } from '@sitewatch/shared';
import { Webhook as StandardWebhook } from 'standardwebhooks';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export function createWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

function headline(payload: WebhookPayload): string {
  const { data } = payload;
  const priority = priorities[data.priority]?.label ?? data.priority;
  if (payload.type === 'issue.resolved') return `Resolved at ${data.siteName}: ${data.title}`;
  if (payload.type === 'issue.overdue')
    return `Overdue ${priority.toLowerCase()} priority issue at ${data.siteName}: ${data.title}`;
  if (payload.type === 'issue.created')
    return `New ${priority.toLowerCase()} priority issue at ${data.siteName}: ${data.title}`;
  return `Test event from Sitewatch for ${data.siteName}`;
}

function details(payload: WebhookPayload): string[] {
  const { data } = payload;
  return [
    `Location: ${data.location}`,
    `Priority: ${priorities[data.priority]?.label ?? data.priority}`,
    `Category: ${categories[data.category]?.name ?? data.category}`,
  ];
}

/** Slack incoming webhooks take `{ text }` in their mrkdwn; <, > and & must be escaped. */
function slackBody(payload: WebhookPayload): object {
  const escapeSlack = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const lines = [
    `*${escapeSlack(headline(payload))}*`,
    ...details(payload).map(escapeSlack),
    `<${payload.data.url}|View issue>`,
  ];
  return { text: lines.join('\n') };
}

/** Microsoft Teams (Workflows "post to a channel when a webhook request is received"): an Adaptive Card. */
function teamsBody(payload: WebhookPayload): object {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: headline(payload), weight: 'Bolder', wrap: true },
            ...details(payload).map((text) => ({ type: 'TextBlock', text, wrap: true, spacing: 'Small' })),
          ],
          actions: [{ type: 'Action.OpenUrl', title: 'View issue', url: payload.data.url }],
        },
      },
    ],
  };
}

/**
 * The body and headers of one attempt. Every format is signed the Standard Webhooks way (webhook-id,
 * webhook-timestamp, webhook-signature over `id.timestamp.body`); Slack and Teams ignore the headers. The id
 * stays the same across retries so a receiver can drop duplicates; the timestamp is the attempt's.
 */
export function buildWebhookMessage(options: {
  format: WebhookFormat;
  secret: string;
  eventId: string;
  payload: WebhookPayload;
  now?: Date;
}): { body: string; headers: Record<string, string> } {
  const { format, payload, eventId } = options;
  const now = options.now ?? new Date();
  const body = JSON.stringify(
    format === 'slack' ? slackBody(payload) : format === 'teams' ? teamsBody(payload) : payload,
  );
  const signature = new StandardWebhook(options.secret).sign(eventId, now, body);
  return {
    body,
    headers: {
      'webhook-id': eventId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    },
  };
}
