import { describe, expect, it } from 'vitest';
import { getVocabulary, regexesInUse } from './compiled-vocabulary';

describe('getVocabulary', () => {
  it.each(['toString', 'valueOf', 'constructor', '__proto__', 'hasOwnProperty', 'xx'])(
    'has no vocabulary for %s (not one of Object’s methods)',
    (language) => {
      expect(getVocabulary(language)).toBeNull();
    },
  );

  it('compiles a language it has', () => {
    expect(getVocabulary('en')?.language).toBe('en');
  });
});

describe('regexesInUse (what the warm-up compiles)', () => {
  it('leaves out the lists the cue index reads and the benign compounds, in a spaced language', () => {
    const vocabulary = getVocabulary('sr');
    if (!vocabulary) throw new Error('sr');
    expect(vocabulary.unindexedLists).toBe(0);
    const used = regexesInUse(vocabulary);
    expect(used).toContain(vocabulary.places);
    expect(used).toContain(vocabulary.greetings);
    for (const unused of [vocabulary.critical, vocabulary.high, vocabulary.benign, vocabulary.paired.wet]) {
      expect(used).not.toContain(unused);
    }
    expect(used.some((regex) => vocabulary.categories.some((entry) => entry.regex === regex))).toBe(false);
  });

  it('keeps every list of a language without spaces, which has no index', () => {
    const vocabulary = getVocabulary('ja');
    if (!vocabulary) throw new Error('ja');
    const used = regexesInUse(vocabulary);
    expect(used).toContain(vocabulary.critical);
    expect(used).toContain(vocabulary.benign);
    expect(used.length).toBeGreaterThan(vocabulary.categories.length);
  });
});
