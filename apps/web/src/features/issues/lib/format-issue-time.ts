const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const twoDigits = (n: number) => String(n).padStart(2, '0');

export function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** 'HH:mm' in local time, 24-hour. */
export function formatClock(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/**
 * An issue time like 'Mon 05 Jan 14:30' (spec section 9), in local time and always in English,
 * whatever the browser's locale, so the dashboard reads the same everywhere.
 */
export function formatIssueTime(epochMs: number): string {
  const date = new Date(epochMs);
  return `${weekdays[date.getDay()]} ${twoDigits(date.getDate())} ${months[date.getMonth()]} ${formatClock(date)}`;
}

/** The time in the issue list: 'Today HH:mm' for issues of today, else like 'Mon 05 Jan 14:30'. */
export function formatIssueListTime(epochMs: number, now: Date = new Date()): string {
  const date = new Date(epochMs);
  return isSameDay(date, now) ? `Today ${formatClock(date)}` : formatIssueTime(epochMs);
}
