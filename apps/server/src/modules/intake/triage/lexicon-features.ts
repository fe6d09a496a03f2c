import {
  readVocabularies,
  scoreCategories,
  toCueText,
  vocabularyPriority,
} from '../engine/vocabulary/match-vocabulary';
import { vocabulariesOf } from './rule-classifier';

/**
 * What the hand-written vocabularies name in a text, as tokens the learned classifier reads beside the
 * visitor's words: `xc<category>` for each category whose core nouns appear, `xp<priority>` for the
 * safety and risk words. The tokens are the same in every language, so what the model learns about them
 * from one language's reports carries to all 57; with about 100 reports per language that was worth 24
 * points of category in cross-validation (training report).
 */
export function lexiconTokens(text: string, languages: readonly string[]): string {
  const vocabularies = vocabulariesOf(languages);
  const named = readVocabularies(toCueText(text), vocabularies);
  const tokens = [`xp${vocabularyPriority(named).toLowerCase()}`];
  for (const [category, score] of scoreCategories(named, vocabularies)) {
    if (score > 0) tokens.push(`xc${category.toLowerCase()}`);
  }
  return tokens.join(' ');
}
