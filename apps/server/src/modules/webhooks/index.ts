/** Webhooks: a site's endpoints, the issue events queued to them and delivered with retries, and the delivery log. */
export { queueIssueWebhooks } from './queue-webhook-deliveries';
export { webhooksJobs } from './webhooks.jobs';
export { webhooksRoutes } from './webhooks.routes';
