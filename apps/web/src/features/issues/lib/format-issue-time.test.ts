import { describe, expect, it } from 'vitest';
import { formatIssueListTime } from './format-issue-time';

const at = (...parts: [number, number, number, number, number]) => new Date(...parts).getTime();

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
