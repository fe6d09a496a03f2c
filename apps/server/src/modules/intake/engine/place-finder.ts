import type { CompiledVocabulary } from './vocabulary/compiled-vocabulary';
import { toMatchingCase } from './vocabulary/cue-matcher';

export interface FoundPlace {
  start: number;
  end: number;
  /**
   * A preposition, a number or a second place came with the noun. A bare noun is often what is broken
   * ("Die Toilette ist verstopft"), not where: the caller then asks where. Languages that mark places
   * after the noun (Japanese, Turkish, Finnish...) always count.
   */
  hasContext: boolean;
  /** Where the whole phrase starts, with a left-out "in" (so a title can leave it all out). */
  phraseStart: number;
}

// A clause ends at these: a place phrase never runs across them.
const clauseEnd = /[,.;:!?。、，！？؟\n]/u;
const numberAfter = /^\s?(?:(?:no\.?|nr\.?|#|n°|nº|№)\s?)?\p{N}+\p{L}?(?![\p{L}\p{N}])/u;
const unspacedNumberBefore = /[\p{N}一二三四五六七八九十百第]{1,4}$/u;
const unspacedNumberAfter = /^[\p{N}一二三四五六七八九十百]*[号番階楼层室]?/u;
const maxGapWords = 3;
const maxLinkedPlaces = 3;

const digit = /\p{N}/uy;
const kanjiNumeral = /[一二三四五六七八九十百]/uy;
const ordinalEndings = ['', 'st', 'nd', 'rd', 'th', '.'];

/** Where the run of characters of `kind` (a sticky one-character class) that ends at `end` starts. */
function runStart(text: string, end: number, kind: RegExp): number {
  let start = end;
  while (start > 0) {
    const code = text.charCodeAt(start - 1);
    const isPair = code >= 0xdc00 && code <= 0xdfff && start >= 2 && (text.charCodeAt(start - 2) & 0xfc00) === 0xd800;
    kind.lastIndex = start - (isPair ? 2 : 1);
    if (!kind.test(text)) break;
    start -= isPair ? 2 : 1;
  }
  return start;
}

/**
 * The length of the number that ends the text ("2.", "3rd ", "第三", "二"), or 0: the match of
 * /(?:\p{N}+(?:st|nd|rd|th|\.)?|第?[一二三四五六七八九十百]+)\s?$/u, found from the end, as the regular
 * expression would try every start of a long run of digits.
 */
export function numberLengthAtEnd(text: string): number {
  let start = text.length;
  const ends = /\s/u.test(text.at(-1) ?? '') ? [text.length, text.length - 1] : [text.length];
  for (const end of ends) {
    for (const ending of ordinalEndings) {
      if (!text.endsWith(ending, end)) continue;
      const digits = runStart(text, end - ending.length, digit);
      if (digits < end - ending.length) start = Math.min(start, digits);
    }
    const numerals = runStart(text, end, kanjiNumeral);
    if (numerals < end) start = Math.min(start, text[numerals - 1] === '第' ? numerals - 1 : numerals);
  }
  return text.length - start;
}

function matchesIn(regex: RegExp | null, text: string): Array<{ start: number; end: number }> {
  if (!regex) return [];
  regex.lastIndex = 0;
  return Array.from(text.matchAll(regex), (m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Finds the place in a sentence with a language's vocabulary (any language, no grammar): the first
 * place noun, widened to whole phrases: the preposition before it (kept, or left out when it is a plain
 * "in"), a number before or after ("2. Stock", "Raum 12", "3号室"), and the places joined to it
 * ("im Büro im zweiten Stock", "二階のトイレ"). Never cut inside a word; never across a clause.
 */
export function findPlace(text: string, vocabulary: CompiledVocabulary): FoundPlace | null {
  const lowered = toMatchingCase(text);
  const places = matchesIn(vocabulary.places, lowered);
  const first = places[0];
  if (!first) return null;
  let start = first.start;
  let end = first.end;
  let hasContext = vocabulary.unspaced || vocabulary.at === null;
  let phraseStart = start;
  if (vocabulary.unspaced) {
    start -= unspacedNumberBefore.exec(lowered.slice(Math.max(0, start - 4), start))?.[0].length ?? 0;
    phraseStart = start;
  } else {
    const clauseStart = Math.max(
      0,
      ...Array.from(lowered.slice(0, start).matchAll(new RegExp(clauseEnd, 'gu')), (m) => (m.index ?? 0) + 1),
    );
    const before = lowered.slice(clauseStart, start);
    const openers = [
      ...matchesIn(vocabulary.near, before).map((m) => ({ ...m, keep: true })),
      ...matchesIn(vocabulary.at, before).map((m) => ({ ...m, keep: false })),
    ].filter((m) => wordsIn(before.slice(m.end)) <= 2);
    const opener = openers.sort((a, b) => a.start - b.start)[0];
    if (opener) {
      hasContext = true;
      phraseStart = clauseStart + opener.start;
      start = clauseStart + (opener.keep ? opener.start : opener.end);
      while (start < first.start && /\s/u.test(text[start] ?? '')) start += 1;
      // "en el techo del pasillo": the ceiling is where it drips, the corridor is the place.
      if (matchesIn(vocabulary.surfaces, lowered.slice(start, first.start)).length > 0) start = first.start;
    } else {
      const number = numberLengthAtEnd(before);
      if (number > 0) hasContext = true;
      start -= number;
      phraseStart = start;
    }
  }
  const extendEnd = () => {
    const after = lowered.slice(end);
    const number = (vocabulary.unspaced ? unspacedNumberAfter : numberAfter).exec(after)?.[0].length ?? 0;
    if (number > 0) hasContext = true;
    end += number;
  };
  extendEnd();
  // Places joined by a few words ("in the office on the second floor") belong to one location.
  for (const next of places.slice(1, 1 + maxLinkedPlaces)) {
    if (next.start < end) continue;
    const gap = lowered.slice(end, next.start);
    const isJoined = vocabulary.unspaced ? gap.length <= 2 : wordsIn(gap) <= maxGapWords;
    if (!isJoined || clauseEnd.test(gap)) break;
    end = next.end;
    hasContext = true;
    extendEnd();
  }
  return start < end ? { start, end, hasContext, phraseStart: Math.min(phraseStart, start) } : null;
}
