import type { ReportWords } from '../../src/modules/intake';

/**
 * "same": one problem told twice in one language (the second should be attached to the first); "cross":
 * one problem told in two languages; "different": two problems at one place, or one kind of problem at two
 * places (never attached). Development pairs, written apart from the held-out corpus
 * (corpus/intake/duplicates/pairs.jsonl), which is never tuned on.
 */
export type PairKind = 'same' | 'cross' | 'different';

export interface ReportSide extends ReportWords {
  language: string;
}

export interface ReportPair {
  kind: PairKind;
  a: ReportSide;
  b: ReportSide;
}

/** One side as the chat drafts it from a visitor's message: the title is the message's start. */
type Told = [language: string, text: string, location: string];
const side = ([language, text, location]: Told): ReportSide => ({
  language,
  title: text.slice(0, 50),
  description: text,
  location,
});
const pairOf =
  (kind: PairKind) =>
  (a: Told, b: Told): ReportPair => ({ kind, a: side(a), b: side(b) });
export const same = pairOf('same');
export const cross = pairOf('cross');
export const different = pairOf('different');
