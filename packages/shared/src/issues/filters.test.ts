import { describe, expect, it } from 'vitest';
import { emptyIssueFilter, readIssueFilterState } from './filters';

describe('readIssueFilterState', () => {
  it('gives back a kept filter state with only its own fields', () => {
    const kept = {
      priorityIds: ['HIGH', 'CRITICAL'],
      dateRange: 'thisWeek',
      categoryId: 'PLUMBING',
      location: 'Car park',
      siteIds: ['11111111-1111-4111-8111-111111111111'],
    };
    expect(readIssueFilterState(kept)).toEqual(kept);
    expect(readIssueFilterState({ ...emptyIssueFilter, stale: true })).toEqual(emptyIssueFilter);
  });

  it('refuses what is not a filter state: unknown values, missing fields, other types', () => {
    for (const value of [
      null,
      'all',
      [],
      { ...emptyIssueFilter, priorityIds: ['URGENT'] },
      { ...emptyIssueFilter, priorityIds: 'HIGH' },
      { ...emptyIssueFilter, dateRange: 'yesterday' },
      { ...emptyIssueFilter, categoryId: 'GARDENING' },
      { ...emptyIssueFilter, categoryId: undefined },
      { ...emptyIssueFilter, location: 3 },
      { ...emptyIssueFilter, siteIds: [1] },
      { ...emptyIssueFilter, siteIds: null },
    ]) {
      expect(readIssueFilterState(value)).toBeNull();
    }
  });
});
