import type { CategoryId, PriorityId } from '@sitewatch/shared';
import type { CompiledVocabulary } from './compiled-vocabulary';
import { normalizeForMatching } from './cue-matcher';

/** Longest text that cue matching reads: enough for any report, and it bounds the work per message. */
export const maxMatchedLength = 6000;

/** The text as cue lists are compared with it: folded, lower case, benign compounds blanked out. */
export function prepareForMatching(text: string, vocabularies: readonly CompiledVocabulary[]): string {
  return blankBenignCompounds(toCueText(text), vocabularies);
}

/** The text folded as cue lists read it (case, width, spacing), before benign compounds are blanked. */
export const toCueText = (text: string): string => normalizeForMatching(text.slice(0, maxMatchedLength));

export function blankBenignCompounds(cueText: string, vocabularies: readonly CompiledVocabulary[]): string {
  let prepared = cueText;
  for (const vocabulary of vocabularies) {
    if (vocabulary.benign) prepared = prepared.replace(vocabulary.benign, ' ');
  }
  return prepared;
}

/** Each category's number of matching cue lists: one point per vocabulary that names it. */
export function scoreCategories(
  prepared: string,
  vocabularies: readonly CompiledVocabulary[],
): Map<CategoryId, number> {
  const scores = new Map<CategoryId, number>();
  for (const vocabulary of vocabularies) {
    for (const { category, regex } of vocabulary.categories) {
      if (regex.test(prepared)) scores.set(category, (scores.get(category) ?? 0) + 1);
    }
  }
  return scores;
}

/** The highest priority the safety and risk words of these vocabularies ask for (LOW when none). */
export function vocabularyPriority(prepared: string, vocabularies: readonly CompiledVocabulary[]): PriorityId {
  let result: PriorityId = 'LOW';
  for (const vocabulary of vocabularies) {
    if (vocabulary.critical?.test(prepared)) return 'CRITICAL';
    if (vocabulary.high?.test(prepared)) result = 'HIGH';
    else if (result === 'LOW' && vocabulary.medium?.test(prepared)) result = 'MEDIUM';
  }
  return result;
}
