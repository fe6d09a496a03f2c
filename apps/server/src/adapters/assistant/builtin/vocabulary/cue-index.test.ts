import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findWordRuns } from '../words';
import { vocabularies } from './all-vocabularies';
import { getVocabulary, listBits } from './compiled-vocabulary';
import { matchCueIndex } from './cue-index';
import { splitCues } from './cue-matcher';

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
    const lists: Array<[number, RegExp | null]> = [
      [listBits.critical, vocabulary.critical],
      [listBits.high, vocabulary.high],
      [listBits.medium, vocabulary.medium],
      [listBits.benign, vocabulary.benign],
      ...vocabulary.categories.map((entry): [number, RegExp] => [entry.list, entry.regex]),
    ];
    const cues = [source.critical, source.high, source.medium, source.benign ?? '', ...Object.values(source.categories)]
      .flatMap((list) => splitCues(list ?? ''))
      .map((cue) => cue.replace(/\*$/, ''));
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

function fail(): never {
  throw new Error('no cue index');
}
