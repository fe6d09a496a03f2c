import { lexiconTokens } from './lexicon-features';
import type { ReportWords } from './triage-types';

// Scripts written without spaces: each character becomes a token, so the classifier's word n-grams
// see character pairs where other languages have word pairs.
const unspacedCharacter = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}])/gu;
const punctuation = /([\p{P}\p{S}])/gu;

/**
 * One line of text as the learned classifier reads it, the same in training and in service: NFKC, lower
 * case, punctuation and emoji parted from words, unspaced scripts parted into characters, one space
 * between tokens (fastText reads one line and splits on whitespace).
 */
export function toClassifierLine(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(punctuation, ' $1 ')
    .replace(unspacedCharacter, ' $1 ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** How long a report's text the classifier reads: a report says its problem first. */
export const maxClassifiedLength = 1000;

/**
 * Visitor's words as the classifier reads them, in training and in service alike: the words, then what the
 * vocabularies of the reading languages name in them (lexicon-features.ts).
 */
export function classifierLine(words: string, languages: readonly string[]): string {
  const text = words.slice(0, maxClassifiedLength);
  return `${toClassifierLine(text)} ${lexiconTokens(text, languages)}`;
}

/** A stored report as the classifier reads it: the visitor's words, then the place if they are not in them. */
export function reportClassifierLine(report: ReportWords, languages: readonly string[]): string {
  const words = report.description.includes(report.location)
    ? report.description
    : `${report.description}\n${report.location}`;
  return classifierLine(words, languages);
}
