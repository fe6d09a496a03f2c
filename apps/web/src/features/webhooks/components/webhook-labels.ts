import type { WebhookEventType, WebhookFormat } from '@sitewatch/shared';

export const formatLabels: Record<WebhookFormat, string> = {
  standard: 'Standard Webhooks (signed JSON)',
  slack: 'Slack',
  teams: 'Microsoft Teams',
};

export const eventLabels: Record<WebhookEventType, string> = {
  'issue.created': 'Issue created',
  'issue.resolved': 'Issue resolved',
  'issue.overdue': 'Issue overdue',
};
