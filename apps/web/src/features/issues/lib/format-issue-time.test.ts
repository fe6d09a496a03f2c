import { describe, expect, it } from 'vitest';
import { formatIssueListTime, formatIssueTime } from './format-issue-time';

const at = (...parts: [number, number, number, number, number]) => new Date(...parts).getTime();

describe('formatIssueTime (spec section 9)', () => {
  it("reads like 'Mon 05 Jan 14:30'", () => {
    expect(formatIssueTime(at(2026, 0, 5, 14, 30))).toBe('Mon 05 Jan 14:30');
  });

  it('pads day, hour and minute to two digits and uses the 24-hour clock', () => {
    expect(formatIssueTime(at(2026, 1, 1, 0, 5))).toBe('Sun 01 Feb 00:05');
    expect(formatIssueTime(at(2025, 11, 31, 23, 59))).toBe('Wed 31 Dec 23:59');
  });

  it('names every weekday and month in English', () => {
    const week = [4, 5, 6, 7, 8, 9, 10].map((day) => formatIssueTime(at(2026, 0, day, 9, 0)).slice(0, 3));
    expect(week).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const months = Array.from({ length: 12 }, (_, month) => formatIssueTime(at(2026, month, 15, 9, 0)).slice(7, 10));
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
});

describe('formatIssueListTime', () => {
  const now = new Date(2026, 0, 7, 15, 0);

  it("shows 'Today HH:mm' for issues of today, from midnight on", () => {
    expect(formatIssueListTime(at(2026, 0, 7, 14, 30), now)).toBe('Today 14:30');
    expect(formatIssueListTime(at(2026, 0, 7, 0, 0), now)).toBe('Today 00:00');
    expect(formatIssueListTime(at(2026, 0, 7, 9, 7), now)).toBe('Today 09:07');
  });

  it('shows the full time for yesterday, and for the same day of another month or year', () => {
    expect(formatIssueListTime(at(2026, 0, 6, 23, 59), now)).toBe('Tue 06 Jan 23:59');
    expect(formatIssueListTime(at(2025, 11, 7, 15, 0), now)).toBe('Sun 07 Dec 15:00');
    expect(formatIssueListTime(at(2025, 0, 7, 15, 0), now)).toBe('Tue 07 Jan 15:00');
  });
});
