import { z } from 'zod';
import { categoryId } from './categories';
import { priorityId } from './priorities';

// Spec section 3 "Filter state" and section 2 "Date added options".
export const dateRanges = ['all', 'thisMonth', 'thisWeek', 'today', 'lastHour'] as const;
export const dateRange = z.enum(dateRanges);
export type DateRange = z.infer<typeof dateRange>;

export const dateRangeLabels: Record<DateRange, string> = {
  all: 'Anytime',
  thisMonth: 'This month',
  thisWeek: 'This week',
  today: 'Today',
  lastHour: 'Last hour',
};

export const issueFilterState = z.object({
  priorityIds: z.array(priorityId),
  dateRange: dateRange,
  categoryId: categoryId.nullable(),
  location: z.string().nullable(),
  /** The portfolio's Site filter (issue 29): some of the user's sites; absent or empty means every one. */
  siteIds: z.array(z.string()).optional(),
});
export type IssueFilterState = z.infer<typeof issueFilterState>;

export const emptyIssueFilter: IssueFilterState = {
  priorityIds: [],
  dateRange: 'all',
  categoryId: null,
  location: null,
};

export const issueSorts = ['highestPriority', 'latest', 'oldest'] as const;
export type IssueSort = (typeof issueSorts)[number];
export const issueSortLabels: Record<IssueSort, string> = {
  highestPriority: 'Sort by highest priority',
  latest: 'Sort by latest',
  oldest: 'Sort by oldest',
};
