/**
 * Dates in the reader's own language (their browser's preferred language, a BCP 47 tag): the manager's
 * emails and PDF report, the visitor's emails. The words around them stay English; only the date follows
 * the locale. Spec section 9's English card label is `formatDayTime`, not this.
 */

import { canonicalLocale } from './canonical-locale';

/** The product's English is British (day before month): the locale when none is known or Intl refuses one. */
export const fallbackDateLocale = 'en-GB';

/** The shapes a date takes: a moment in an email, a day in a table, a day on a chart's axis. */
const dateFormats = {
  /** "Wed, 4 Nov 2026, 14:05 UTC"; "Mi., 4. Nov. 2026, 14:05 UTC"; 12-hour where the locale uses it. */
  dateTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  /** "4 Nov 2026"; "4. Nov. 2026"; "2026年11月4日". */
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "4 Nov"; "4. Nov."; "11月4日". */
  dayMonth: { day: 'numeric', month: 'short' },
  /** "4 Nov 2026, 14:05"; "04.11.2026, 14:05": a moment on a screen, in the reader's own time zone. */
  moment: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateFormat = keyof typeof dateFormats;

export { canonicalLocale };

/** The locale dates are written in: the reader's when Intl knows it, English ('en': British) otherwise. */
export function dateLocale(locale: string | null | undefined): string {
  const canonical = locale ? canonicalLocale(locale) : null;
  if (!canonical || canonical === 'en') return fallbackDateLocale;
  // Intl answers a locale it lacks with the process's default (often en-US): British English instead.
  return Intl.DateTimeFormat.supportedLocalesOf(canonical).length > 0 ? canonical : fallbackDateLocale;
}

// One formatter per locale, shape and zone: building one per call was a tenth of a long report's drawing time.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in the reader's locale. The reader's time zone is unknown, so times are in UTC and say so
 * (`dateTime` names the zone); days are the UTC day.
 */
export function formatDate(
  date: Date | number,
  options: { locale?: string | null; format: DateFormat; timeZone?: string },
): string {
  const locale = dateLocale(options.locale);
  const timeZone = options.timeZone ?? 'UTC';
  const key = `${locale}|${options.format}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...dateFormats[options.format], timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
