import { describe, expect, it } from 'vitest';
import { canonicalLocale, dateLocale, formatDate } from './format-date';

const at = new Date(Date.UTC(2026, 10, 4, 14, 5));

describe('formatDate', () => {
  it("writes a moment in the reader's language, in UTC and saying so", () => {
    expect(formatDate(at, { locale: 'de-DE', format: 'dateTime' })).toBe('Mi., 4. Nov. 2026, 14:05 UTC');
    expect(formatDate(at, { locale: 'en-US', format: 'dateTime' })).toBe('Wed, Nov 4, 2026, 2:05 PM UTC');
    expect(formatDate(at.getTime(), { locale: 'pl', format: 'dateTime' })).toBe('śr., 4 lis 2026, 14:05 UTC');
  });

  it('writes days and days of the month for tables and charts', () => {
    expect(formatDate(at, { locale: 'de', format: 'day' })).toBe('4. Nov. 2026');
    expect(formatDate(at, { locale: 'ja-JP', format: 'day' })).toBe('2026年11月4日');
    expect(formatDate(at, { locale: 'ja', format: 'dayMonth' })).toBe('11月4日');
    expect(formatDate(at, { format: 'dayMonth' })).toBe('4 Nov');
  });

  it('falls back to British English without a locale, for plain English and for one Intl does not know', () => {
    for (const locale of [undefined, null, '', 'en', 'zz', 'not a tag']) {
      expect(formatDate(at, { locale, format: 'dateTime' })).toBe('Wed, 4 Nov 2026, 14:05 UTC');
    }
    expect(dateLocale('en-US')).toBe('en-US');
  });

  it('keeps the UTC day near midnight', () => {
    expect(formatDate(Date.UTC(2026, 10, 4, 23, 59), { locale: 'en-GB', format: 'day' })).toBe('4 Nov 2026');
  });
});

describe('canonicalLocale', () => {
  it('answers the canonical form of a BCP 47 tag, or null', () => {
    expect(canonicalLocale('DE-de')).toBe('de-DE');
    expect(canonicalLocale('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(canonicalLocale('en_GB')).toBeNull();
    expect(canonicalLocale('x-private')).toBeNull();
  });
});
