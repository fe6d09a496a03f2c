import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../feedback/languages';
import { weeklySummaryTexts } from './index';

describe('weeklySummaryTexts', () => {
  it('picks the language of the manager’s locale, its region ignored, and English for any other', () => {
    expect(weeklySummaryTexts('de-AT').language).toBe('de');
    expect(weeklySummaryTexts('fr-CA').language).toBe('fr');
    expect(weeklySummaryTexts('es_MX').language).toBe('es');
    expect(weeklySummaryTexts('EN-us').language).toBe('en');
    expect(weeklySummaryTexts('pt-BR').language).toBe('pt');
    expect(weeklySummaryTexts('ja').language).toBe('ja');
    expect(weeklySummaryTexts('nb-NO').language).toBe('no');
    for (const other of ['xx', 'tlh', 'toString', '', null, undefined]) {
      expect(weeklySummaryTexts(other).language).toBe('en');
    }
  });

  it('says one and many apart in every language', () => {
    for (const locale of ['en', 'de', 'fr', 'es']) {
      const texts = weeklySummaryTexts(locale);
      expect(texts.moreOverdue({ count: 1 })).not.toBe(texts.moreOverdue({ count: 2 }).replace('2', '1'));
      expect(texts.repeatLine({ issues: 1, repeats: 1 })).toMatch(/^1 \S+, /);
    }
  });

  it('has its own texts for every language of the product', () => {
    const english = weeklySummaryTexts('en');
    const options = { siteName: 'Site', week: '16 Nov – 22 Nov 2026' };
    for (const code of languageCodes) {
      const texts = weeklySummaryTexts(code);
      expect(texts.language).toBe(code);
      expect(texts.subject(options)).toMatch(/^\[Site\] \S/);
      expect(texts.footer).toContain('Members');
      if (code === 'en') continue;
      expect(texts.subject(options), code).not.toBe(english.subject(options));
      expect(texts.heading(options), code).not.toBe(english.heading(options));
      expect(texts.footer, code).not.toBe(english.footer);
    }
  });

  it('writes every count in every language', () => {
    for (const code of languageCodes) {
      const texts = weeklySummaryTexts(code);
      for (const count of [0, 1, 2, 5, 21]) {
        expect(texts.moreOverdue({ count }).trim(), `${code} ${count}`).not.toBe('');
        expect(texts.repeatLine({ issues: count, repeats: 1 }).trim(), `${code} ${count}`).not.toBe('');
        expect(texts.repeatLine({ issues: 5, repeats: count }).trim(), `${code} ${count}`).not.toBe('');
      }
    }
  });
});
