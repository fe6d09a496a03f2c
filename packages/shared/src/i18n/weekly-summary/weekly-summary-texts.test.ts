import { describe, expect, it } from 'vitest';
import { weeklySummaryTexts } from './index';

describe('weeklySummaryTexts', () => {
  it('picks the language of the manager’s locale, its region ignored, and English for any other', () => {
    expect(weeklySummaryTexts('de-AT').language).toBe('de');
    expect(weeklySummaryTexts('fr-CA').language).toBe('fr');
    expect(weeklySummaryTexts('es_MX').language).toBe('es');
    expect(weeklySummaryTexts('EN-us').language).toBe('en');
    for (const other of ['ja', 'pt-BR', '', null, undefined]) expect(weeklySummaryTexts(other).language).toBe('en');
  });

  it('says one and many apart in every language', () => {
    for (const locale of ['en', 'de', 'fr', 'es']) {
      const texts = weeklySummaryTexts(locale);
      expect(texts.moreOverdue({ count: 1 })).not.toBe(texts.moreOverdue({ count: 2 }).replace('2', '1'));
      expect(texts.repeatLine({ issues: 1, repeats: 1 })).toMatch(/^1 \S+, /);
    }
  });
});
