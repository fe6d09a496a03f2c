import { languages } from '@sitewatch/shared';
import { describe, expect, it } from 'vitest';
import { jobTextLanguages, jobTextsFor } from './job-texts';

describe('job page texts', () => {
  it('has every text in every language the product speaks', () => {
    expect([...jobTextLanguages].sort()).toEqual(languages.map((l) => l.languageCode).sort());
    for (const code of jobTextLanguages) {
      const texts = jobTextsFor([code]);
      expect(texts.lang).toBe(code);
      for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
      if (code !== 'en') expect(texts.markDone).not.toBe(jobTextsFor(['en']).markDone);
      if (code !== 'en') expect(texts.askForNewLink).not.toBe(jobTextsFor(['en']).askForNewLink);
    }
  });

  it("follows the browser's languages in order, by primary subtag, with English last", () => {
    expect(jobTextsFor(['xx', 'de-AT', 'fr']).markDone).toBe('Als erledigt markieren');
    expect(jobTextsFor(['nb-NO']).lang).toBe('no');
    expect(jobTextsFor(['xx-YY']).lang).toBe('en');
    expect(jobTextsFor([]).markDone).toBe('Mark as done');
  });
});
