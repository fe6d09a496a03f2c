import { z } from 'zod';
import { issue } from './issue';

export const issueChangeTypes = ['issue.created', 'issue.resolved', 'issue.updated'] as const;
export type IssueChangeType = (typeof issueChangeTypes)[number];

/** One event of GET /api/site/{siteId}/issues/events: the kind of change and the issue as it is now. */
export const liveIssueEvent = z.object({
  type: z.enum(issueChangeTypes),
  issue,
});
export type LiveIssueEvent = z.infer<typeof liveIssueEvent>;
