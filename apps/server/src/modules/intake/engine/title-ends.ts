import { lastSegment, segmentWords, unspacedScript } from './title-segments';
import type { TitleWords } from './title-words';
import { trimEndOf } from './words';

const maxTitleLength = 60;
/** Scripts without spaces say in 30 characters what others say in 60. */
const maxUnspacedTitleLength = 30;
/** A cut at a phrase's end (a space, a comma, "and") is kept when it leaves at least this much. */
const minPhraseCut = 12;
/** The most words of a clause the length limit cut that are left out with it. */
const maxCutClauseWords = 4;
const clauseTail = /[\s,;:，、；：،؛–-]/u;
const openingMarks = /[«„‚“‘([{¿¡]$/u;
const straightQuote = /['"]$/u;

/**
 * The text without the spaces, commas and dashes it ends with, nor a quote or bracket it opens there
 * ("Mae '[na ddyn…]").
 */
export function trimTitleEnd(text: string): string {
  let kept = trimEndOf(text, clauseTail);
  for (;;) {
    const last = kept.at(-1) ?? '';
    const isOpening = openingMarks.test(last) || (straightQuote.test(last) && kept.split(last).length % 2 === 0);
    if (!isOpening) return kept;
    kept = trimEndOf(kept.slice(0, -1), clauseTail);
  }
}

const edgePunctuation = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu;
const endsInWord = /[\p{L}\p{M}\p{N}'’]$/u;

/** Longer than any listed word (with quotes around it): not compared. */
const maxListedLength = 24;
/** A word as the lists hold it: lower case, without the quotes or the elision mark around it ("l'" → "l"). */
export const toListKey = (word: string): string =>
  word.length > maxListedLength ? '' : word.toLowerCase().replace(edgePunctuation, '');

/** How many characters the place phrase at the end of `text` takes ("… next to"), or 0. */
function phraseAtEnd(text: string, phrases: readonly string[][]): number {
  for (const phrase of phrases) {
    let end = text.length;
    let k = phrase.length - 1;
    for (; k >= 0; k -= 1) {
      const start = text.lastIndexOf(' ', end - 1) + 1;
      if (toListKey(text.slice(start, end)) !== phrase[k]) break;
      end = Math.max(0, start - 1);
    }
    if (k < 0) return text.length - end;
  }
  return 0;
}

/** Where a text ends: the visitor's clause, the place left out after it, or the length limit. */
export type TextEnd = 'clause' | 'place' | 'length';

/**
 * The text without the function words it ends with: `neverLast` ones wherever it ends, prepositions
 * and whole place phrases before a place left out ("…sur le [quai 4]" → "…", "有人在[收银台]" →
 * "有人"), and where the length cut it, verbs and pronouns too ("…gesprüht und es").
 */
export function dropDangling(text: string, words: TitleWords, language: string | undefined, end: TextEnd): string {
  const listed = end === 'length' ? words.cutLast : end === 'place' ? words.placeLast : words.neverLast;
  return dropWords(text, listed, language, end === 'clause' ? [] : words.cutPhrases);
}

/**
 * The text without the listed words (or segments, in scripts without spaces) and phrases it ends with.
 * Stops at punctuation: a clause ends there.
 */
export function dropWords(
  text: string,
  listed: ReadonlySet<string>,
  language = 'und',
  phrases: readonly string[][] = [],
): string {
  let kept = text.trimEnd();
  for (;;) {
    if (unspacedScript.test(kept.at(-1) ?? '')) {
      const last = lastSegment(kept, language);
      if (!last || !listed.has(last)) return kept;
      kept = kept.slice(0, -last.length).trimEnd();
      continue;
    }
    if (!endsInWord.test(kept)) return kept;
    const phrase = phraseAtEnd(kept, phrases);
    const start = kept.lastIndexOf(' ') + 1;
    if (phrase === 0 && !listed.has(toListKey(kept.slice(start)))) return kept;
    kept = kept.slice(0, phrase > 0 ? kept.length - phrase : start).trimEnd();
  }
}

/** The end of the last whole phrase before `limit`: a space or punctuation in a script without spaces. */
function unspacedCut(text: string, language: string): { title: string; phraseEnd: number } {
  let title = '';
  let phraseEnd = 0;
  for (const { segment, isWordLike } of segmentWords(text.slice(0, maxUnspacedTitleLength + 16), language)) {
    if (title.length + segment.length > maxUnspacedTitleLength) break;
    if (!isWordLike && title) phraseEnd = title.length;
    title += segment;
  }
  return { title: title || text.slice(0, maxUnspacedTitleLength), phraseEnd };
}

/**
 * Whole words (in scripts without spaces, whole segments) up to the limit, never an ellipsis; where
 * the text is longer, it ends before a clause the limit cut short, or on a word that needs no next one.
 */
export function shortenTitle(text: string, words: TitleWords, language: string): string {
  if (unspacedScript.test(text)) {
    if (text.length <= maxUnspacedTitleLength) return text;
    const { title, phraseEnd } = unspacedCut(text, language);
    const kept = phraseEnd >= minPhraseCut ? title.slice(0, phraseEnd) : title;
    return trimTitleEnd(dropDangling(kept, words, language, 'length') || kept);
  }
  if (text.length <= maxTitleLength) return text;
  const lastSpace = text.lastIndexOf(' ', maxTitleLength);
  // One word longer than a title (a pasted code) is cut where the limit falls.
  if (lastSpace <= 0) return text.slice(0, maxTitleLength);
  let kept = text.slice(0, lastSpace);
  // A clause the limit cut after a word or three ("…pöbelt Fahrgäste an und wird immer") is left out
  // whole: the title ends with the clause before it, on the visitor's own last word.
  let end: TextEnd = 'length';
  let space = kept.length;
  for (let count = 0; count < maxCutClauseWords; count += 1) {
    space = kept.lastIndexOf(' ', space - 1);
    if (space < minPhraseCut * 2) break;
    const next = kept.indexOf(' ', space + 1);
    const word = toListKey(kept.slice(space + 1, next < 0 ? kept.length : next));
    // "between 2 and 3" joins numbers, not clauses.
    if (words.neverFirst.has(word) && !/\p{N}$/u.test(kept.slice(0, space))) {
      kept = kept.slice(0, space);
      end = 'clause';
      break;
    }
  }
  const first = kept.slice(0, kept.indexOf(' ') < 0 ? kept.length : kept.indexOf(' '));
  return trimTitleEnd(dropDangling(kept, words, language, end) || first);
}
