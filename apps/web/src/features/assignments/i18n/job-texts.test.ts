import { languages } from '@sitewatch/shared/constants';
import { en, loadTranslation } from '@sitewatch/shared/i18n';
import { describe, expect, it } from 'vitest';

describe('job page texts', () => {
  it('has its own job texts in every language the product speaks', async () => {
    for (const { languageCode } of languages) {
      if (languageCode === 'en') continue;
      const { job } = await loadTranslation(languageCode);
      expect(job.markDone, languageCode).not.toBe(en.job.markDone);
      expect(job.askForNewLink, languageCode).not.toBe(en.job.askForNewLink);
    }
  });
});
