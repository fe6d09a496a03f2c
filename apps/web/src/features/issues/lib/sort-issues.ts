import type { Issue, IssueSort } from '@sitewatch/shared';

type Compare = (a: Issue, b: Issue) => number;

const newestFirst: Compare = (a, b) => b.createdAt - a.createdAt;
// Equal times fall back to the id, so the order never jumps between renders.
const byId: Compare = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const comparators: Record<IssueSort, Compare> = {
  // Spec section 5: priority level descending, then newest first.
  highestPriority: (a, b) => b.priority.level - a.priority.level || newestFirst(a, b) || byId(a, b),
  latest: (a, b) => newestFirst(a, b) || byId(a, b),
  oldest: (a, b) => a.createdAt - b.createdAt || byId(a, b),
};

/** A sorted copy; the input is left as it is. */
export function sortIssues(issues: readonly Issue[], sort: IssueSort): Issue[] {
  return [...issues].sort(comparators[sort]);
}
