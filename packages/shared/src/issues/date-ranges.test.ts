import { describe, expect, it } from 'vitest';
import { dateRangeMatcher, startOfWeek } from './date-ranges';

const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(y, m, d, h, min, s, ms).getTime();

describe('startOfWeek: weeks start on Sunday (spec section 5)', () => {
  it('goes back to the Sunday midnight of the week', () => {
    expect(startOfWeek(new Date(2026, 0, 7, 10, 0))).toEqual(new Date(2026, 0, 4));
    expect(startOfWeek(new Date(2026, 0, 10, 23, 59))).toEqual(new Date(2026, 0, 4));
  });

  it('is the same day on a Sunday', () => {
    expect(startOfWeek(new Date(2026, 0, 4, 0, 0))).toEqual(new Date(2026, 0, 4));
    expect(startOfWeek(new Date(2026, 0, 4, 18, 0))).toEqual(new Date(2026, 0, 4));
  });

  it('crosses month and year boundaries', () => {
    expect(startOfWeek(new Date(2026, 2, 3, 12))).toEqual(new Date(2026, 2, 1));
    expect(startOfWeek(new Date(2026, 1, 3, 12))).toEqual(new Date(2026, 1, 1));
    expect(startOfWeek(new Date(2026, 0, 1, 12))).toEqual(new Date(2025, 11, 28));
    expect(startOfWeek(new Date(2026, 2, 31, 12))).toEqual(new Date(2026, 2, 29));
  });
});

describe('dateRangeMatcher', () => {
  it('all: every time matches', () => {
    const matches = dateRangeMatcher('all', new Date(2026, 0, 7));
    expect(matches(0)).toBe(true);
    expect(matches(at(2030, 0, 1))).toBe(true);
  });

  it('thisMonth: same month and year, first to last moment', () => {
    const matches = dateRangeMatcher('thisMonth', new Date(2026, 1, 15, 12));
    expect(matches(at(2026, 1, 1))).toBe(true);
    expect(matches(at(2026, 1, 28, 23, 59, 59, 999))).toBe(true);
    expect(matches(at(2026, 0, 31, 23, 59, 59, 999))).toBe(false);
    expect(matches(at(2026, 2, 1))).toBe(false);
    expect(matches(at(2025, 1, 15, 12))).toBe(false);
  });

  it('thisMonth on the first of the month still covers the whole month so far', () => {
    const matches = dateRangeMatcher('thisMonth', new Date(2026, 2, 1, 0, 30));
    expect(matches(at(2026, 2, 1, 0, 10))).toBe(true);
    expect(matches(at(2026, 1, 28, 23, 0))).toBe(false);
  });

  it('thisWeek: on or after Sunday midnight of the current week', () => {
    const matches = dateRangeMatcher('thisWeek', new Date(2026, 0, 7, 10));
    expect(matches(at(2026, 0, 4))).toBe(true);
    expect(matches(at(2026, 0, 7, 9))).toBe(true);
    expect(matches(at(2026, 0, 3, 23, 59, 59, 999))).toBe(false);
  });

  it('thisWeek reaches back into the previous month and year', () => {
    const newYear = dateRangeMatcher('thisWeek', new Date(2026, 0, 1, 12));
    expect(newYear(at(2025, 11, 28))).toBe(true);
    expect(newYear(at(2025, 11, 27, 23, 59))).toBe(false);
    const march = dateRangeMatcher('thisWeek', new Date(2026, 2, 3, 12));
    expect(march(at(2026, 2, 1))).toBe(true);
    expect(march(at(2026, 1, 28, 23, 59))).toBe(false);
  });

  it('thisWeek on a Sunday covers only that Sunday so far', () => {
    const matches = dateRangeMatcher('thisWeek', new Date(2026, 0, 11, 8));
    expect(matches(at(2026, 0, 11, 0))).toBe(true);
    expect(matches(at(2026, 0, 10, 23, 59))).toBe(false);
  });

  it('today: same calendar day only', () => {
    const matches = dateRangeMatcher('today', new Date(2026, 0, 7, 15));
    expect(matches(at(2026, 0, 7))).toBe(true);
    expect(matches(at(2026, 0, 7, 23, 59, 59, 999))).toBe(true);
    expect(matches(at(2026, 0, 6, 23, 59, 59, 999))).toBe(false);
    expect(matches(at(2025, 11, 7, 15))).toBe(false);
    expect(matches(at(2025, 0, 7, 15))).toBe(false);
  });

  it('lastHour: within the last 60 minutes, the boundary included', () => {
    const now = new Date(2026, 0, 7, 0, 30);
    const matches = dateRangeMatcher('lastHour', now);
    expect(matches(now.getTime())).toBe(true);
    expect(matches(now.getTime() - 60 * 60 * 1000)).toBe(true);
    expect(matches(now.getTime() - 60 * 60 * 1000 - 1)).toBe(false);
    // Across midnight: 23:45 yesterday is within the hour.
    expect(matches(at(2026, 0, 6, 23, 45))).toBe(true);
  });
});
