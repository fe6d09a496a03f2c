import { languages } from '@sitewatch/shared/constants';
import { en, loadTranslation } from '@sitewatch/shared/i18n';
import { describe, expect, it } from 'vitest';
import { jobLanguageFor } from './job-language';

describe('the job page language', () => {
  it("follows the browser's languages in order, by primary subtag, with English last", () => {
    expect(jobLanguageFor(['xx', 'de-AT', 'fr'])).toBe('de');
    expect(jobLanguageFor(['nb-NO'])).toBe('no');
    expect(jobLanguageFor(['xx-YY'])).toBe('en');
    expect(jobLanguageFor([])).toBe('en');
  });

  it('has its own job texts in every language the product speaks', async () => {
    for (const { languageCode } of languages) {
      expect(jobLanguageFor([languageCode])).toBe(languageCode);
      if (languageCode === 'en') continue;
      const { job } = await loadTranslation(languageCode);
      expect(job.markDone, languageCode).not.toBe(en.job.markDone);
      expect(job.askForNewLink, languageCode).not.toBe(en.job.askForNewLink);
    }
  });
});
