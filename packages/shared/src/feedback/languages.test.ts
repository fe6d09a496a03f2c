import { describe, expect, it } from 'vitest';
import { languageCodes, languages, pickDefaultLanguage, toSupportedLanguage } from './languages';

describe('languages (spec section 3)', () => {
  it('supports the 57 listed codes, each once, with names and a flag', () => {
    expect(languageCodes).toHaveLength(57);
    expect(new Set(languageCodes).size).toBe(57);
    for (const language of languages) {
      expect(language.englishName).not.toBe('');
      expect(language.localName).not.toBe('');
      expect(language.flagEmoji).not.toBe('');
    }
  });

  it('is sorted by local name', () => {
    const names = languages.map((l) => l.localName);
    const sorted = [...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare);
    expect(names).toEqual(sorted);
  });
});

describe('pickDefaultLanguage (spec section 9)', () => {
  it('prefers the stored code', () => {
    expect(pickDefaultLanguage('pl', ['de-DE'])).toBe('pl');
  });
  it("falls back to the browser language's primary subtag", () => {
    expect(pickDefaultLanguage(null, ['de-AT', 'en'])).toBe('de');
    expect(pickDefaultLanguage('xx', ['pt-BR'])).toBe('pt');
    expect(pickDefaultLanguage(null, ['nb-NO'])).toBe('no');
  });
  it('ends at English', () => {
    expect(pickDefaultLanguage(null, ['xx-YY'])).toBe('en');
    expect(pickDefaultLanguage(undefined, [])).toBe('en');
  });
});

describe('toSupportedLanguage', () => {
  it.each([
    ['pl', 'pl'],
    ['PL', 'pl'],
    ['pt-BR', 'pt'],
    ['nb', 'no'],
    [' de ', 'de'],
    ['toString', 'en'],
    ['__proto__', 'en'],
    ['constructor', 'en'],
    ['', 'en'],
    ['  ', 'en'],
    ['=1+1', 'en'],
    ['xx', 'en'],
  ])('reads %j as %s', (tag, code) => {
    expect(toSupportedLanguage(tag)).toBe(code);
  });
});
