import type { IssueSort } from './filters';

/** What the sort rules read of an issue (a full issue and a list row both have it). */
export interface IssueSortKey {
  id: string;
  createdAt: number;
  priority: { level: number };
}

type Compare = (a: IssueSortKey, b: IssueSortKey) => number;

const newestFirst: Compare = (a, b) => b.createdAt - a.createdAt;
// Equal times fall back to the id, so the order is total: it never jumps between renders, and a page
// cursor (the last row's key) names exactly one place in the list.
const byId: Compare = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const comparators: Record<IssueSort, Compare> = {
  // Spec section 5: priority level descending, then newest first.
  highestPriority: (a, b) => b.priority.level - a.priority.level || newestFirst(a, b) || byId(a, b),
  latest: (a, b) => newestFirst(a, b) || byId(a, b),
  oldest: (a, b) => a.createdAt - b.createdAt || byId(a, b),
};

/** The order of one sort option; the web list and the server's pages both sort with it. */
export function compareIssues(sort: IssueSort): Compare {
  return comparators[sort];
}

/** A sorted copy; the input is left as it is. */
export function sortIssues<T extends IssueSortKey>(issues: readonly T[], sort: IssueSort): T[] {
  return [...issues].sort(comparators[sort]);
}
