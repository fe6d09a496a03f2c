import type { Issue, IssueFilterState } from '@sitewatch/shared';
import { dateRangeMatcher } from './date-ranges';

/**
 * Applies the filters, combined with AND (spec section 5): priority matches when none is chosen
 * or the issue's is among them; category and location are exact matches; then the date range.
 */
export function filterIssues(issues: readonly Issue[], filter: IssueFilterState, now: Date = new Date()): Issue[] {
  const priorities = new Set(filter.priorityIds);
  const inRange = dateRangeMatcher(filter.dateRange, now);
  return issues.filter(
    (issue) =>
      (priorities.size === 0 || priorities.has(issue.priority.id)) &&
      (filter.categoryId === null || issue.category.id === filter.categoryId) &&
      (filter.location === null || issue.location === filter.location) &&
      inRange(issue.createdAt),
  );
}

/** How many filters differ from their default, for the filter button's badge. */
export function countActiveFilters(filter: IssueFilterState): number {
  return (
    (filter.priorityIds.length > 0 ? 1 : 0) +
    (filter.dateRange !== 'all' ? 1 : 0) +
    (filter.categoryId !== null ? 1 : 0) +
    (filter.location !== null ? 1 : 0)
  );
}

/** The distinct locations of the loaded issues, for the Location filter (spec section 2). */
export function distinctLocations(issues: readonly Issue[]): string[] {
  return [...new Set(issues.map((issue) => issue.location))].sort(
    (a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0),
  );
}
