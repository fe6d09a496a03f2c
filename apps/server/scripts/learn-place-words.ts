import type { CorpusRecord } from '../corpus/intake/read-corpus';
import { findPlace } from '../src/modules/intake/engine/place-finder';
import { vocabularies } from '../src/modules/intake/engine/vocabulary/all-vocabularies';
import { compileVocabulary } from '../src/modules/intake/engine/vocabulary/compiled-vocabulary';
import { unspacedLanguages } from '../src/modules/intake/engine/vocabulary/vocabulary';

/** A word of a place span is kept when it names a place in most of the reports it occurs in. */
const minSpans = 2;
const minShareInSpans = 0.7;
/** Longer words are kept as stems (their last two letters free), for the languages that inflect them. */
const minStemmedLength = 7;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => [...word].length >= 3);

/**
 * The place words of each language: words of the labelled place spans that occur mostly inside them.
 * Scripts without spaces are left to their vocabulary files (a word list needs word boundaries).
 */
export function learnPlaceWords(records: readonly CorpusRecord[]): Record<string, string> {
  const result: Record<string, string> = {};
  const languages = [...new Set(records.map((r) => r.language))].sort();
  for (const language of languages) {
    if (unspacedLanguages.has(language)) continue;
    const inSpans = new Map<string, number>();
    const everywhere = new Map<string, number>();
    for (const record of records.filter((r) => r.language === language)) {
      for (const word of new Set(wordsOf(record.text))) everywhere.set(word, (everywhere.get(word) ?? 0) + 1);
      for (const word of new Set(wordsOf(record.place ?? ''))) inSpans.set(word, (inSpans.get(word) ?? 0) + 1);
    }
    const cues = new Set<string>();
    for (const [word, count] of inSpans) {
      if (count < minSpans || count / (everywhere.get(word) ?? count) < minShareInSpans) continue;
      cues.add([...word].length >= minStemmedLength ? `${[...word].slice(0, -2).join('')}*` : word);
    }
    if (cues.size > 0) result[language] = [...cues].sort().join(', ');
  }
  return result;
}

/** How often a place is found where the visitor named one, and where they named none (the vocabulary's own and with learned words). */
export function placeFindings(records: readonly CorpusRecord[], learned: Record<string, string>) {
  const found = (record: CorpusRecord, words: string) => {
    const vocabulary = vocabularies[record.language];
    if (!vocabulary) return false;
    return findPlace(record.text, compileVocabulary(record.language, vocabulary, words))?.hasContext ?? false;
  };
  return records.map((record) => ({
    record,
    before: found(record, ''),
    after: found(record, learned[record.language] ?? ''),
  }));
}
