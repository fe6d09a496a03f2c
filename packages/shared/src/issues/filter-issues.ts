import type { CategoryId } from './categories';
import { type CreatedBounds, dateRangeBounds, isWithinBounds } from './date-ranges';
import type { IssueFilterState } from './filters';
import type { PriorityId } from './priorities';

/** What the filters read of an issue (a full issue and a list row both have it). */
export interface FilterableIssue {
  siteId: string;
  createdAt: number;
  location: string;
  priority: { id: PriorityId };
  category: { id: CategoryId };
}

/** A filter state with its date range turned into bounds: what the server is sent and filters by. */
export interface IssueFilterCriteria extends CreatedBounds {
  priorityIds: readonly PriorityId[];
  categoryId: CategoryId | null;
  location: string | null;
  /** The portfolio's sites (issue 29); absent or empty means any. */
  siteIds?: readonly string[];
}

/** The criteria of a filter state at `now` (the date range is read in the local calendar). */
export function issueFilterCriteria(filter: IssueFilterState, now: Date = new Date()): IssueFilterCriteria {
  return {
    priorityIds: filter.priorityIds,
    categoryId: filter.categoryId,
    location: filter.location,
    siteIds: filter.siteIds,
    ...dateRangeBounds(filter.dateRange, now),
  };
}

/**
 * The filters, combined with AND (spec section 5): priority matches when none is chosen or the issue's
 * is among them; category and location are exact matches; then the date bounds, and the portfolio's sites.
 */
export function matchesIssueFilter(issue: FilterableIssue, criteria: IssueFilterCriteria): boolean {
  return (
    (!criteria.siteIds?.length || criteria.siteIds.includes(issue.siteId)) &&
    (criteria.priorityIds.length === 0 || criteria.priorityIds.includes(issue.priority.id)) &&
    (criteria.categoryId === null || issue.category.id === criteria.categoryId) &&
    (criteria.location === null || issue.location === criteria.location) &&
    isWithinBounds(issue.createdAt, criteria)
  );
}

/** Whether the criteria leave anything out (otherwise every issue matches). */
export function hasFilterCriteria(criteria: IssueFilterCriteria): boolean {
  return (
    criteria.priorityIds.length > 0 ||
    criteria.categoryId !== null ||
    criteria.location !== null ||
    !!criteria.siteIds?.length ||
    criteria.createdFrom !== undefined ||
    criteria.createdBefore !== undefined
  );
}

/** The issues that match the criteria, in their order: the same array when the criteria leave nothing out. */
export function matchingIssues<T extends FilterableIssue>(
  issues: readonly T[],
  criteria: IssueFilterCriteria,
): readonly T[] {
  return hasFilterCriteria(criteria) ? issues.filter((issue) => matchesIssueFilter(issue, criteria)) : issues;
}

/** Applies the filters (spec section 5) at `now`. */
export function filterIssues<T extends FilterableIssue>(
  issues: readonly T[],
  filter: IssueFilterState,
  now: Date = new Date(),
): T[] {
  const criteria = issueFilterCriteria(filter, now);
  return issues.filter((issue) => matchesIssueFilter(issue, criteria));
}

/** How many filters differ from their default, for the filter button's badge. */
export function countActiveFilters(filter: IssueFilterState): number {
  return (
    (filter.priorityIds.length > 0 ? 1 : 0) +
    (filter.dateRange !== 'all' ? 1 : 0) +
    (filter.categoryId !== null ? 1 : 0) +
    (filter.location !== null ? 1 : 0) +
    (filter.siteIds?.length ? 1 : 0)
  );
}

/** The distinct locations of the given issues, for the Location filter (spec section 2). */
export function distinctLocations(issues: readonly { location: string }[]): string[] {
  return [...new Set(issues.map((issue) => issue.location))].sort(
    (a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0),
  );
}
