import type { VisitorReportState } from '@sitewatch/shared';

/** What the visitor sees: received, being handled (assigned to a member or contractor) or fixed (resolved). */
export function toVisitorReportState(issue: { status: string }, isAssigned: boolean): VisitorReportState {
  if (issue.status === 'RESOLVED') return 'fixed';
  return isAssigned ? 'being-handled' : 'received';
}
