import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findWordRuns } from '../words';
import { vocabularies } from './all-vocabularies';
import { getVocabulary, pairedLists, signalLists } from './compiled-vocabulary';
import { matchCueIndex } from './cue-index';
import { splitCues } from './cue-matcher';
import { dangerWords } from './danger-words';

// The cue index stands for the lists' regular expressions: for any text, it names the same lists.
describe('cue index', () => {
  const spaced = Object.keys(vocabularies).filter((language) => getVocabulary(language)?.cueIndex);

  it('indexes every list of the spaced languages', () => {
    expect(spaced.length).toBeGreaterThanOrEqual(50);
    for (const language of spaced) expect(getVocabulary(language)?.unindexedLists, language).toBe(0);
  });

  it.each(spaced)('names the lists the regular expressions match, in %s', (language) => {
    const vocabulary = getVocabulary(language);
    const source = vocabularies[language];
    if (!vocabulary?.cueIndex || !source) throw new Error(language);
    const lists = signalLists(vocabulary);
    const danger = dangerWords[language];
    const cues = [
      source.critical,
      source.high,
      source.medium,
      source.benign ?? '',
      danger?.critical ?? '',
      ...pairedLists.map((name) => danger?.[name] ?? ''),
      ...Object.values(source.categories),
    ]
      .flatMap((list) => splitCues(list ?? ''))
      // Each `*` as nothing, and as an ending, so the phrases with a `*` inside are met as written.
      .flatMap((cue) => [cue.replaceAll('*', ''), cue.replaceAll('*', 'a')]);
    const piece = fc.oneof(
      fc.constantFrom(...cues),
      fc.constantFrom(' ', '  ', '-', ' - ', "'", '’', ',', '.', '*', '\u200c', '\n', 'و', 'ال', 'بال', 'ك'),
      fc.constantFrom('a', 'en', 'ing', 's', 'ом', 'ية', '2', '٣', 'é', '\u0301', '😀', 'x9'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const text = pieces.join('');
        const found = matchCueIndex(text, findWordRuns(text), vocabulary.cueIndex ?? fail());
        return lists.every(([bit, regex]) => {
          if (regex) regex.lastIndex = 0;
          return Boolean(found & bit) === (regex?.test(text) ?? false);
        });
      }),
      { numRuns: 400 },
    );
  });
});

describe('a cue with a `*` inside a phrase or a word', () => {
  const matches = (language: string, text: string, category: string) => {
    const vocabulary = getVocabulary(language);
    const entry = vocabulary?.categories.find((item) => item.category === category);
    if (!vocabulary?.cueIndex || !entry) throw new Error(`${language} ${category}`);
    entry.regex.lastIndex = 0;
    const byRegex = entry.regex.test(text);
    const byIndex = Boolean(matchCueIndex(text, findWordRuns(text), vocabulary.cueIndex) & entry.list);
    expect(byIndex, `${language}: ${text}`).toBe(byRegex);
    return byIndex;
  };

  // "topl* vod*" once needed a literal "*" in the text, so hot water was never a plumbing cue.
  it('takes any ending on every word', () => {
    expect(matches('sl', 'ni tople vode v kopalnici', 'PLUMBING')).toBe(true);
    expect(matches('cs', 'neteče teplá voda', 'PLUMBING')).toBe(true);
    expect(matches('ru', 'нет горячей воды', 'PLUMBING')).toBe(true);
    expect(matches('sk', 'chcem dať spätnú väzbu', 'FEEDBACK')).toBe(true);
    expect(matches('sl', 'živa meja ob poti je previsoka', 'GROUNDS_MAINTENANCE')).toBe(true);
  });

  it('still needs the letters it names', () => {
    expect(matches('sl', 'topel dan', 'PLUMBING')).toBe(false);
    expect(matches('cs', 'teplo venku', 'PLUMBING')).toBe(false);
  });
});

function fail(): never {
  throw new Error('no cue index');
}
