import type { WebhookPayload } from '@sitewatch/shared';
import { siteIssuePath } from '@sitewatch/shared/paths';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { buildWebhookMessage, createWebhookSecret } from './build-webhook-message';

const payload: WebhookPayload = {
  type: 'issue.created',
  timestamp: '2026-11-25T04:00:00.000Z',
  data: {
    id: '7d3c1b2a-1111-4222-8333-444455556666',
    siteId: '8e4d2c3b-1111-4222-8333-444455556666',
    siteName: 'Riverside <Centre>',
    title: 'Water & oil on the floor',
    description: 'Slippery',
    location: 'Aisle 4',
    status: 'OPEN',
    priority: 'HIGH',
    category: 'CLEANING',
    createdAt: 1_795_000_000_000,
    url: `https://sitewatch.example.com${siteIssuePath('x', 'y')}`,
  },
};

describe('buildWebhookMessage', () => {
  it('signs the standard body so a Standard Webhooks library verifies it', () => {
    const secret = createWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const message = buildWebhookMessage({ format: 'standard', secret, eventId: 'msg_1', payload });
    expect(message.headers['webhook-id']).toBe('msg_1');
    expect(new Webhook(secret).verify(message.body, message.headers)).toEqual(payload);
    // Any change to the body breaks the signature.
    expect(() => new Webhook(secret).verify(message.body.replace('Aisle 4', 'Aisle 5'), message.headers)).toThrow();
  });

  it('writes Slack mrkdwn with <, > and & escaped', () => {
    const message = buildWebhookMessage({ format: 'slack', secret: createWebhookSecret(), eventId: 'm', payload });
    const { text } = JSON.parse(message.body);
    expect(text).toBe(
      [
        '*New high priority issue at Riverside &lt;Centre&gt;: Water &amp; oil on the floor*',
        'Location: Aisle 4',
        'Priority: High',
        'Category: Cleaning',
        `<${payload.data.url}|View issue>`,
      ].join('\n'),
    );
  });

  it('writes a Teams Adaptive Card with a link to the issue', () => {
    const resolved = { ...payload, type: 'issue.resolved' };
    const message = buildWebhookMessage({
      format: 'teams',
      secret: createWebhookSecret(),
      eventId: 'm',
      payload: resolved,
    });
    const card = JSON.parse(message.body).attachments[0].content;
    expect(card.type).toBe('AdaptiveCard');
    expect(card.body[0].text).toBe('Resolved at Riverside <Centre>: Water & oil on the floor');
    expect(card.actions).toEqual([{ type: 'Action.OpenUrl', title: 'View issue', url: payload.data.url }]);
  });
});
