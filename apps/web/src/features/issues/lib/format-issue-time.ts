import { formatClock, formatDayTime, isSameDay } from '@sitewatch/shared/constants';

/** The time in the issue list: 'Today HH:mm' for issues of today, else like 'Mon 05 Jan 14:30'. */
export function formatIssueListTime(epochMs: number, now: Date = new Date()): string {
  const date = new Date(epochMs);
  return isSameDay(date, now) ? `Today ${formatClock(date)}` : formatDayTime(date);
}
