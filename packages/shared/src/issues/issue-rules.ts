// Zod-free values of an issue and of its live events, for the dashboard's live list (see constants.ts); the
// zod schemas (issue.ts, issue-enums.ts, live-issue-event.ts) are built from them.

export const issueStatuses = ['OPEN', 'RESOLVED'] as const;
export type IssueStatus = (typeof issueStatuses)[number];

export const issueChangeTypes = ['issue.created', 'issue.resolved', 'issue.updated'] as const;
export type IssueChangeType = (typeof issueChangeTypes)[number];
