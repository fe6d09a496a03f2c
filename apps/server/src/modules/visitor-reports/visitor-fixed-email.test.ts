import { getTranslation } from '@sitewatch/shared/i18n/all';
import { describe, expect, it } from 'vitest';
import { buildVisitorFixedEmail } from './visitor-fixed-email';

const fixedAt = new Date(Date.UTC(2026, 10, 27, 12, 31));

function emailIn(language: string) {
  return buildVisitorFixedEmail({
    to: 'visitor@example.com',
    texts: getTranslation(language).visitorReport,
    language,
    siteName: 'Harbour Market',
    report: { title: 'Leak', location: 'Aisle 3' },
    fixedAt,
    statusUrl: 'https://sitewatch.example/status',
    publicUrl: 'https://sitewatch.example',
  });
}

describe('the visitor\'s "fixed" email', () => {
  it("writes the date in the visitor's language, in UTC", () => {
    expect(emailIn('pl').text).toContain('pt., 27 lis 2026, 12:31 UTC');
    expect(emailIn('de').text).toContain('Fr., 27. Nov. 2026, 12:31 UTC');
    expect(emailIn('en').text).toContain('Fri, 27 Nov 2026, 12:31 UTC');
    // A code Intl refuses never breaks the email.
    expect(emailIn('=1+1').text).toContain('Fri, 27 Nov 2026, 12:31 UTC');
  });
});
