import { type DateFormat, formatDate } from '@sitewatch/shared/constants';

/**
 * A date on the visitor's pages in their own language ("24 Nov 2026, 14:05"; British English when the
 * language is unknown) and on their own clock: the shared formatter writes UTC unless it is given a zone,
 * and a visitor reads the time their phone shows.
 */
export function formatVisitorDate(epochMs: number, language: string, format: Extract<DateFormat, 'moment' | 'day'>) {
  return formatDate(epochMs, { locale: language, format, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
}

/** Fills "{time}" in a translated text. */
export const fillTime = (text: string, time: string) => text.replace('{time}', time);
