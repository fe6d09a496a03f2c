import { z } from 'zod';

/** The NOTIFY channel every instance listens on; one channel for every site and kind of change. */
export const issueEventsChannel = 'sitewatch_issue_events';

export const issueChangeTypes = ['issue.created', 'issue.resolved', 'issue.updated'] as const;

/** What travels through the database between instances: ids only (NOTIFY payloads are capped at 8 kB). */
export const issueChangeNotice = z.object({
  type: z.enum(issueChangeTypes),
  siteId: z.uuid(),
  issueId: z.uuid(),
});
export type IssueChangeNotice = z.infer<typeof issueChangeNotice>;

/** One server-sent event in the wire format: a data line and a blank line. */
export function formatSseData(value: unknown): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}

export const sseHeartbeat = ': heartbeat\n\n';
