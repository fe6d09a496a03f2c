import { formatDate, languages } from '@sitewatch/shared/constants';

/** ISO weekdays 1 (Monday) to 7 (Sunday), as the API numbers them. */
const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const weekdayName = (weekday: number) => weekdayNames[weekday - 1] ?? String(weekday);
export const weekdayShortName = (weekday: number) => weekdayName(weekday).slice(0, 3);

/** An hour of the day in UTC, as "14:00". */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A week by its Monday, "9 Feb" (UTC, like the API's weeks). */
export const weekLabel = (weekStart: number) => formatDate(weekStart, { format: 'dayMonth' });

/** A report's language by its English name; reports whose language was not told are "Not known". */
export function languageLabel(code: string | null): string {
  if (!code) return 'Not known';
  return languages.find((language) => language.languageCode === code)?.englishName ?? code;
}
