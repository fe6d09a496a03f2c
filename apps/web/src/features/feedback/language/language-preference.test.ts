import { describe, expect, it } from 'vitest';
import { getInitialLanguage, languageStorageKey, storeLanguage } from './language-preference';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => values.delete(key),
    setItem: (key, value) => values.set(key, value),
  };
}

describe('getInitialLanguage', () => {
  it('prefers the language stored under languageCode', () => {
    expect(getInitialLanguage(memoryStorage({ [languageStorageKey]: 'pl' }), ['de-DE'])).toBe('pl');
  });

  it('falls back to the primary subtag of the first supported browser language', () => {
    expect(getInitialLanguage(memoryStorage(), ['ar-EG', 'en-US'])).toBe('ar');
    expect(getInitialLanguage(memoryStorage(), ['xx-YY', 'pt-BR'])).toBe('pt');
  });

  it('ignores an unsupported stored value', () => {
    expect(getInitialLanguage(memoryStorage({ [languageStorageKey]: 'klingon' }), ['fr-FR'])).toBe('fr');
  });

  it('uses English when nothing matches', () => {
    expect(getInitialLanguage(memoryStorage(), ['xx', 'zz-ZZ'])).toBe('en');
    expect(getInitialLanguage(undefined, [])).toBe('en');
  });

  it('still answers when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(getInitialLanguage(broken, ['he-IL'])).toBe('he');
  });
});

describe('storeLanguage', () => {
  it('remembers the choice for the next visit', () => {
    const storage = memoryStorage();
    storeLanguage('uk', storage);
    expect(getInitialLanguage(storage, ['en'])).toBe('uk');
  });
});
