import type { VisitorReportState } from '@sitewatch/shared';

// Site members and assignment arrive in their own change; whichever column name it settles on, an
// assigned open issue reads as "being handled" here.
const assignmentColumns = ['assigned', 'assigneeId', 'assignedUserId', 'assignedTo', 'assignedAt'] as const;

/** What the visitor sees: received, being handled (assigned) or fixed (resolved). */
export function toVisitorReportState(issue: { status: string; [column: string]: unknown }): VisitorReportState {
  if (issue.status === 'RESOLVED') return 'fixed';
  const row = issue as Record<string, unknown>;
  const isAssigned = assignmentColumns.some(
    (column) => row[column] !== undefined && row[column] !== null && row[column] !== false,
  );
  return isAssigned ? 'being-handled' : 'received';
}
