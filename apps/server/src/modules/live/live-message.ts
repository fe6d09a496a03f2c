import { issueChangeTypes } from '@sitewatch/shared';
import { z } from 'zod';

/** The NOTIFY channel every instance listens on; one channel for every site and kind of change. */
export const issueEventsChannel = 'sitewatch_issue_events';

/** What travels through the database between instances: ids only (NOTIFY payloads are capped at 8 kB). */
export const issueChangeNotice = z.object({
  type: z.enum(issueChangeTypes),
  siteId: z.uuid(),
  issueId: z.uuid(),
});
export type IssueChangeNotice = z.infer<typeof issueChangeNotice>;
