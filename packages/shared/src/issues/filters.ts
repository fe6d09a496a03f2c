import { isArrayOf, isOneOf, isOptional, isRecord, isString } from '../http/read-json';
import { type CategoryId, categoryIds } from './categories';
import { type PriorityId, priorityIds } from './priorities';

// Zod-free: the live list's sort and filter controls and its remembered view read these before the list shows.

// Spec section 3 "Filter state" and section 2 "Date added options".
export const dateRanges = ['all', 'thisMonth', 'thisWeek', 'today', 'lastHour'] as const;
export type DateRange = (typeof dateRanges)[number];

export const dateRangeLabels: Record<DateRange, string> = {
  all: 'Anytime',
  thisMonth: 'This month',
  thisWeek: 'This week',
  today: 'Today',
  lastHour: 'Last hour',
};

/** The filters a manager has chosen on a live list (kept by the browser; the server is sent their criteria). */
export interface IssueFilterState {
  priorityIds: PriorityId[];
  dateRange: DateRange;
  categoryId: CategoryId | null;
  location: string | null;
  /** The portfolio's Site filter (issue 29): some of the user's sites; absent or empty means every one. */
  siteIds?: string[];
}

export const emptyIssueFilter: IssueFilterState = {
  priorityIds: [],
  dateRange: 'all',
  categoryId: null,
  location: null,
};

/** A filter state as a browser kept it (the Live issues screen's, in session storage), or null when it is not one. */
export function readIssueFilterState(value: unknown): IssueFilterState | null {
  if (!isRecord(value)) return null;
  const { priorityIds: chosen, dateRange, categoryId, location, siteIds } = value;
  if (!isArrayOf(chosen, (id): id is PriorityId => isOneOf(priorityIds, id)) || !isOneOf(dateRanges, dateRange))
    return null;
  if (!(categoryId === null || isOneOf(categoryIds, categoryId)) || !(location === null || isString(location)))
    return null;
  if (!isOptional(siteIds, (ids) => isArrayOf(ids, isString))) return null;
  return { priorityIds: chosen, dateRange, categoryId, location, ...(siteIds ? { siteIds: siteIds as string[] } : {}) };
}

export const issueSorts = ['highestPriority', 'latest', 'oldest'] as const;
export type IssueSort = (typeof issueSorts)[number];
export const issueSortLabels: Record<IssueSort, string> = {
  highestPriority: 'Sort by highest priority',
  latest: 'Sort by latest',
  oldest: 'Sort by oldest',
};
