import { afterEach, describe, expect, it } from 'vitest';
import { formatVisitorDate } from './format-visitor-date';

const reportedAt = Date.UTC(2026, 10, 20, 9, 5);
const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe('formatVisitorDate', () => {
  it("writes the date in the page's language, British English when the language is unknown", () => {
    process.env.TZ = 'UTC';
    expect(formatVisitorDate(reportedAt, 'de', 'moment')).toBe('20.11.2026, 09:05');
    expect(formatVisitorDate(reportedAt, 'pl', 'day')).toBe('20 lis 2026');
    expect(formatVisitorDate(reportedAt, 'en', 'moment')).toBe('20 Nov 2026, 09:05');
    expect(formatVisitorDate(reportedAt, 'not a language', 'day')).toBe('20 Nov 2026');
  });

  it("shows the time on the visitor's own clock, not UTC", () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(formatVisitorDate(reportedAt, 'en', 'moment')).toBe('20 Nov 2026, 18:05');
  });
});
