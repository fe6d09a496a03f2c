import { unspacedLanguages } from './vocabulary/vocabulary';

/** A word of a visitor's text as the learned place cues read it: its key, where it sits, and its clause. */
export interface PlaceToken {
  /** Lower case; a run of digits is "#" (any number reads as one: "Raum 12", "Raum 3"). */
  key: string;
  start: number;
  end: number;
  /** Tokens of one clause share it: a place phrase never crosses a comma or a sentence end. */
  clause: number;
  isNumber: boolean;
}

const wordPattern = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const clauseMark = /[,;:!?。、，！？؟\n]|\.(?!\d)/u;
const digits = /^\p{N}+$/u;
const ordinal = /^\p{N}+(?:st|nd|rd|th|e|er|ème|ª|º|-?[\p{L}]{1,2})$/u;
const segmenters = new Map<string, Intl.Segmenter>();
/** The dot of an ordinal ("im 2. OG", "3. kerros") ends no clause. */
const ordinalDot = /^\.\s*$/u;

function keyOf(word: string, language: string): { key: string; isNumber: boolean } {
  // Turkish and Azerbaijani lower "I" to a dotless "ı".
  const lowered = language === 'tr' || language === 'az' ? word.toLocaleLowerCase(language) : word.toLowerCase();
  if (digits.test(lowered)) return { key: '#', isNumber: true };
  if (ordinal.test(lowered)) return { key: '#', isNumber: true };
  return { key: lowered, isNumber: false };
}

function segmenterOf(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/** The words of a text, by Intl.Segmenter's dictionary for scripts written without spaces (zh, ja, th). */
function wordsOf(text: string, language: string): Array<{ word: string; start: number }> {
  if (!unspacedLanguages.has(language)) {
    return Array.from(text.matchAll(wordPattern), (m) => ({ word: m[0], start: m.index ?? 0 }));
  }
  const words: Array<{ word: string; start: number }> = [];
  for (const segment of segmenterOf(language).segment(text)) {
    if (segment.isWordLike) words.push({ word: segment.segment, start: segment.index });
  }
  return words;
}

/** The words of a text with their clauses, as the learned place cues are learned and read. */
export function placeTokens(text: string, language: string): PlaceToken[] {
  const tokens: PlaceToken[] = [];
  let clause = 0;
  let previousEnd = 0;
  for (const { word, start } of wordsOf(text, language)) {
    const gap = text.slice(previousEnd, start);
    const previous = tokens.at(-1);
    if (clauseMark.test(gap) && !(previous?.isNumber && ordinalDot.test(gap))) clause += 1;
    tokens.push({ ...keyOf(word, language), start, end: start + word.length, clause });
    previousEnd = start + word.length;
  }
  return tokens;
}
