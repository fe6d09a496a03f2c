// Spec section 9: times read like 'Mon 05 Jan 14:30' in local time and always in English, whatever
// the browser's locale, on the visitor's issue card and on the dashboard alike.
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

/** 'Mon 05 Jan 14:30': short weekday, 2-digit day, short month, 24-hour clock. */
export function formatDayTime(date: Date | number): string {
  const at = new Date(date);
  return `${weekdays[at.getDay()]} ${twoDigits(at.getDate())} ${months[at.getMonth()]} ${formatClock(at)}`;
}
