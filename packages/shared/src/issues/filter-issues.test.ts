import { describe, expect, it } from 'vitest';
import { makeIssueRow as makeIssue } from '../testing';
import { countActiveFilters, distinctLocations, filterIssues } from './filter-issues';
import { emptyIssueFilter } from './filters';

const now = new Date(2026, 0, 7, 15, 0);
const issues = [
  makeIssue({
    title: 'a',
    priority: 'CRITICAL',
    category: { id: 'SECURITY' },
    location: 'Car park',
    createdAt: new Date(2026, 0, 7, 14, 30).getTime(),
  }),
  makeIssue({
    title: 'b',
    priority: 'LOW',
    category: { id: 'CLEANING' },
    location: 'Aisle 3',
    createdAt: new Date(2026, 0, 5, 9).getTime(),
  }),
  makeIssue({
    title: 'c',
    priority: 'HIGH',
    category: { id: 'CLEANING' },
    location: 'Car park',
    createdAt: new Date(2025, 11, 30, 9).getTime(),
  }),
  makeIssue({
    title: 'd',
    priority: 'MEDIUM',
    category: { id: 'IT' },
    location: 'aisle 3',
    createdAt: new Date(2026, 0, 7, 8).getTime(),
  }),
];
const titles = (list: { title: string }[]) => list.map((i) => i.title);

describe('filterIssues (spec section 5)', () => {
  it('keeps everything with the empty filter', () => {
    expect(titles(filterIssues(issues, emptyIssueFilter, now))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('priority: any of the chosen priorities', () => {
    expect(titles(filterIssues(issues, { ...emptyIssueFilter, priorityIds: ['LOW'] }, now))).toEqual(['b']);
    expect(titles(filterIssues(issues, { ...emptyIssueFilter, priorityIds: ['CRITICAL', 'HIGH'] }, now))).toEqual([
      'a',
      'c',
    ]);
  });

  it("site (the portfolio's filter, issue 29): any of the chosen sites, and counts as one filter", () => {
    const [a, b, c] = issues as [(typeof issues)[0], (typeof issues)[0], (typeof issues)[0]];
    const spread = [a, { ...b, siteId: 'site-2' }, { ...c, siteId: 'site-3' }];
    expect(titles(filterIssues(spread, { ...emptyIssueFilter, siteIds: ['site-2', 'site-3'] }, now))).toEqual([
      'b',
      'c',
    ]);
    expect(titles(filterIssues(spread, { ...emptyIssueFilter, siteIds: [] }, now))).toEqual(['a', 'b', 'c']);
    expect(countActiveFilters({ ...emptyIssueFilter, siteIds: ['site-2'] })).toBe(1);
    expect(countActiveFilters({ ...emptyIssueFilter, siteIds: [] })).toBe(0);
  });

  it('category: exact match', () => {
    expect(titles(filterIssues(issues, { ...emptyIssueFilter, categoryId: 'CLEANING' }, now))).toEqual(['b', 'c']);
    expect(filterIssues(issues, { ...emptyIssueFilter, categoryId: 'PLUMBING' }, now)).toEqual([]);
  });

  it('location: exact match, case included', () => {
    expect(titles(filterIssues(issues, { ...emptyIssueFilter, location: 'Aisle 3' }, now))).toEqual(['b']);
    expect(titles(filterIssues(issues, { ...emptyIssueFilter, location: 'Car park' }, now))).toEqual(['a', 'c']);
    expect(filterIssues(issues, { ...emptyIssueFilter, location: 'Car' }, now)).toEqual([]);
  });

  it('date added: each range against the same moment', () => {
    const by = (dateRange: typeof emptyIssueFilter.dateRange) =>
      titles(filterIssues(issues, { ...emptyIssueFilter, dateRange }, now));
    expect(by('all')).toEqual(['a', 'b', 'c', 'd']);
    expect(by('thisMonth')).toEqual(['a', 'b', 'd']);
    expect(by('thisWeek')).toEqual(['a', 'b', 'd']);
    expect(by('today')).toEqual(['a', 'd']);
    expect(by('lastHour')).toEqual(['a']);
  });

  it('combines every filter with AND', () => {
    const filter = {
      priorityIds: ['HIGH', 'CRITICAL', 'LOW'] as const,
      dateRange: 'thisWeek' as const,
      categoryId: 'SECURITY' as const,
      location: 'Car park',
    };
    expect(titles(filterIssues(issues, { ...filter, priorityIds: [...filter.priorityIds] }, now))).toEqual(['a']);
    expect(
      filterIssues(issues, { ...filter, priorityIds: [...filter.priorityIds], categoryId: 'CLEANING' }, now),
    ).toEqual([]);
  });

  it('counts the filters that are set', () => {
    expect(countActiveFilters(emptyIssueFilter)).toBe(0);
    expect(
      countActiveFilters({ priorityIds: ['LOW', 'HIGH'], dateRange: 'today', categoryId: 'IT', location: 'Lobby' }),
    ).toBe(4);
    expect(countActiveFilters({ ...emptyIssueFilter, dateRange: 'lastHour' })).toBe(1);
  });
});

describe('distinctLocations', () => {
  it('lists each location once, sorted, keeping different spellings apart', () => {
    expect(distinctLocations(issues)).toEqual(['Aisle 3', 'aisle 3', 'Car park']);
    expect(distinctLocations([...issues].reverse())).toEqual(['Aisle 3', 'aisle 3', 'Car park']);
    expect(distinctLocations([])).toEqual([]);
  });
});
