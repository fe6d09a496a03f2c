import { z } from 'zod';
import { issue } from './issue';
import { issueChangeTypes } from './issue-rules';

/** One event of GET /api/site/{siteId}/issues/events: the kind of change and the issue as it is now. */
export const liveIssueEvent = z.object({
  type: z.enum(issueChangeTypes),
  issue,
});
export type LiveIssueEvent = z.infer<typeof liveIssueEvent>;
