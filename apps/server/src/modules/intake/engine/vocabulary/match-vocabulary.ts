import type { CategoryId, PriorityId } from '@sitewatch/shared';
import { findWordRuns, type WordRuns } from '../words';
import { type CompiledVocabulary, listBits, signalLists } from './compiled-vocabulary';
import { matchCueIndex } from './cue-index';
import { normalizeForMatching } from './cue-matcher';

/** Longest text that cue matching reads: enough for any report, and it bounds the work per message. */
export const maxMatchedLength = 6000;

/** The text folded as cue lists read it (case, width, spacing), before benign compounds are blanked. */
export const toCueText = (text: string): string => normalizeForMatching(text.slice(0, maxMatchedLength));

export function blankBenignCompounds(cueText: string, vocabularies: readonly CompiledVocabulary[]): string {
  let prepared = cueText;
  for (const vocabulary of vocabularies) {
    if (vocabulary.benign) prepared = prepared.replace(vocabulary.benign, ' ');
  }
  return prepared;
}

/** The signal lists of one vocabulary that the text names, as bits (listBits, then each category's). */
function namedLists(text: string, runs: WordRuns, vocabulary: CompiledVocabulary): number {
  let found = vocabulary.cueIndex ? matchCueIndex(text, runs, vocabulary.cueIndex) : 0;
  const unindexed = vocabulary.unindexedLists;
  if (unindexed === 0) return found;
  for (const [bit, regex] of signalLists(vocabulary)) {
    if (!(unindexed & bit) || !regex) continue;
    // The benign regex is global (it also blanks): a test starts at, and leaves, lastIndex 0.
    regex.lastIndex = 0;
    if (regex.test(text)) found |= bit;
    regex.lastIndex = 0;
  }
  return found;
}

/**
 * The signal lists each vocabulary names in the cue text, once benign compounds ("fire exit") are
 * blanked out. Most texts hold none: their words are then read once, for every list at a time.
 */
export function readVocabularies(cueText: string, vocabularies: readonly CompiledVocabulary[]): number[] {
  const runs = findWordRuns(cueText);
  const named = vocabularies.map((vocabulary) => namedLists(cueText, runs, vocabulary));
  if (!named.some((lists) => lists & listBits.benign)) return named;
  const prepared = blankBenignCompounds(cueText, vocabularies);
  const preparedRuns = findWordRuns(prepared);
  return vocabularies.map((vocabulary) => namedLists(prepared, preparedRuns, vocabulary));
}

/** Each category's number of matching cue lists: one point per vocabulary that names it. */
export function scoreCategories(
  named: readonly number[],
  vocabularies: readonly CompiledVocabulary[],
): Map<CategoryId, number> {
  const scores = new Map<CategoryId, number>();
  vocabularies.forEach((vocabulary, position) => {
    const lists = named[position] ?? 0;
    for (const { category, list } of vocabulary.categories) {
      if (lists & list) scores.set(category, (scores.get(category) ?? 0) + 1);
    }
  });
  return scores;
}

/**
 * Lists read together (danger-words.ts): water with an electrical fitting or with electrics arcing (crackling,
 * buzzing, a flash); gas with gas escaping; gas, or gas escaping, or a fuel-burning appliance, with the body's
 * signs of gas or carbon monoxide (dizzy, a headache, sick); a person down who does not respond (not answering,
 * shaking all over, breathing strangely); an electrical fitting scorched (brown, melted, too hot to touch).
 */
const dangerPairs = [
  listBits.wet | listBits.electrics,
  listBits.wet | listBits.arcing,
  listBits.gas | listBits.escaping,
  listBits.gas | listBits.unwell,
  listBits.escaping | listBits.unwell,
  listBits.burner | listBits.unwell,
  listBits.down | listBits.unresponsive,
  listBits.electrics | listBits.scorched,
];

/**
 * The highest priority the safety and risk words of these vocabularies ask for (LOW when none): a pair of
 * lists named together (dangerPairs) is immediate danger, as a danger word is.
 */
export function vocabularyPriority(named: readonly number[]): PriorityId {
  const lists = named.reduce((all, one) => all | one, 0);
  if (lists & listBits.critical || dangerPairs.some((pair) => (lists & pair) === pair)) return 'CRITICAL';
  if (lists & listBits.high) return 'HIGH';
  return lists & listBits.medium ? 'MEDIUM' : 'LOW';
}
