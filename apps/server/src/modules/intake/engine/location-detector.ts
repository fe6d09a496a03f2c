import {
  determiners,
  namedFloors,
  notPlaces,
  phraseStops,
  placeNouns,
  placePrepositions,
  surfaces,
} from './intake-cues';
import { findLearnedPlace } from './learned-place-finder';
import { findPlace } from './place-finder';
import { getVocabulary } from './vocabulary/compiled-vocabulary';
import { isWholeCue } from './vocabulary/cue-matcher';
import { capitalize, isNumberToken, matchPhraseAt, type Token, tokenize, toPhrases } from './words';

export interface DetectedLocation {
  /** The place as the visitor wrote it, ready for the report's location field. */
  location: string;
  /** Where the place phrase sits in the original text (so a title can leave it out). */
  start: number;
  end: number;
}

const nounPhrases = toPhrases(placeNouns);
const floorPhrases = toPhrases(namedFloors);
const notPlacePhrases = toPhrases(notPlaces);
const stopPhrases = toPhrases(phraseStops);
const surfacePhrases = toPhrases(surfaces);
const determinerSet = new Set(determiners);
const numberMarkers = new Set(['no', 'no.', 'number', 'nr', 'nr.', 'numer', '#', 'رقم']);
const ordinalSuffix = /^\p{N}+(st|nd|rd|th|\.)?$/u;
const prepositions = placePrepositions
  .map((p) => ({ words: p.words.split(/\s+/), needsDeterminer: p.needsDeterminer ?? false }))
  .sort((a, b) => b.words.length - a.words.length);
type Preposition = (typeof prepositions)[number];
// Each token is compared with the few prepositions that start with it, longest first.
const prepositionsByFirstWord = new Map<string, Preposition[]>();
for (const preposition of prepositions) {
  const first = preposition.words[0] ?? '';
  prepositionsByFirstWord.set(first, [...(prepositionsByFirstWord.get(first) ?? []), preposition]);
}
function prepositionAt(tokens: Token[], index: number): Preposition | undefined {
  const candidates = prepositionsByFirstWord.get(tokens[index]?.key ?? '');
  if (!candidates) return undefined;
  for (const preposition of candidates) {
    let k = 1;
    while (k < preposition.words.length && tokens[index + k]?.key === preposition.words[k]) k += 1;
    if (k === preposition.words.length) return preposition;
  }
  return undefined;
}
// Prepositions stripped from the start of the stored location: "in the kitchen" → "kitchen".
const plainLocatives = new Set(['in', 'at', 'on', 'في', 'عند', 'على']);
const maxPhraseWords = 12;
/** Cue languages with a phrase grammar here; every other language uses its vocabulary file. */
const grammarLanguages = new Set(['en', 'pl', 'ar']);
/** Only the start of a long message is searched for the place: it bounds the work of one turn. */
const maxSearchedLength = 1200;

interface Span {
  start: number;
  end: number;
}

/** "aisle 3", "room no. 12", "2nd floor", "2 piętro", "ground floor", "الطابق الثاني". */
function findNumberedPlaces(tokens: Token[]): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const floor = matchPhraseAt(tokens, i, floorPhrases);
    if (floor > 0) {
      spans.push({ start: i, end: i + floor });
      i += floor - 1;
      continue;
    }
    const noun = matchPhraseAt(tokens, i, nounPhrases);
    if (noun > 0) {
      let j = i + noun;
      if (numberMarkers.has(tokens[j]?.key ?? '')) j += 1;
      if (tokens[j]?.key === '.') j += 1;
      if (isNumberToken(tokens[j])) {
        spans.push({ start: i, end: j + 1 });
        i = j;
        continue;
      }
    }
    // A number before the noun: "2nd floor", "2 piętro", "3. piętro".
    const token = tokens[i];
    if (token?.isWord && ordinalSuffix.test(token.key)) {
      let j = i + 1;
      if (tokens[j]?.key === '.') j += 1;
      const after = matchPhraseAt(tokens, j, nounPhrases);
      if (after > 0) {
        spans.push({ start: i, end: j + after });
        i = j + after - 1;
      }
    }
  }
  return spans;
}

function isPhraseEnd(tokens: Token[], index: number): boolean {
  const token = tokens[index];
  return !token?.isWord || matchPhraseAt(tokens, index, stopPhrases) > 0;
}

/** "next to the lifts", "in the kitchen", "przy wejściu", "بجانب المدخل": up to the end of the clause. */
function findPrepositionalPhrases(tokens: Token[], language: string): Span[] {
  const places = getVocabulary(language)?.places ?? null;
  const spans: Span[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (matchPhraseAt(tokens, i, notPlacePhrases) > 0) continue;
    const preposition = prepositionAt(tokens, i);
    if (!preposition) continue;
    const first = i + preposition.words.length;
    const next = tokens[first];
    if (!next?.isWord) continue;
    if (
      preposition.needsDeterminer &&
      !determinerSet.has(next.key) &&
      matchPhraseAt(tokens, first, nounPhrases) === 0 &&
      matchPhraseAt(tokens, first, floorPhrases) === 0
    ) {
      continue;
    }
    // "w nocy", "na plastik", "w plecy": the short Polish locatives take a place word within three words.
    if (looseLocatives.has(tokens[i]?.key ?? '') && places && !hasPlaceWordAfter(tokens, first, places)) continue;
    // The first word after the preposition always belongs to the phrase ("in a room", not a stop).
    let end = first + 1;
    while (end - first < maxPhraseWords && !isPhraseEnd(tokens, end)) end += 1;
    // Cut by the length limit, not by the sentence: end at the last place word, never mid-phrase.
    if (end - first >= maxPhraseWords && !isPhraseEnd(tokens, end)) end = lastPlaceEnd(tokens, first, end) ?? end;
    const span = skipLeadingSurface(tokens, i, first, end);
    if (span) spans.push(span);
    i = end - 1;
  }
  return spans;
}

const looseLocatives = new Set(['w', 'we', 'na']);
const placeWordWindow = 3;

function hasPlaceWordAfter(tokens: Token[], first: number, places: RegExp): boolean {
  for (let k = first; k < first + placeWordWindow && tokens[k]?.isWord; k += 1) {
    if (isPlaceWord(tokens, k) || matchPhraseAt(tokens, k, floorPhrases) > 0) return true;
  }
  const words = tokens.slice(first, first + placeWordWindow).map((token) => token.key);
  places.lastIndex = 0;
  const found = places.test(words.join(' '));
  places.lastIndex = 0;
  return found;
}

const isPlaceWord = (tokens: Token[], index: number) =>
  isNumberToken(tokens[index]) || matchPhraseAt(tokens, index, nounPhrases) > 0;

function lastPlaceEnd(tokens: Token[], from: number, to: number): number | null {
  for (let k = to - 1; k >= from; k -= 1) if (isPlaceWord(tokens, k)) return k + 1;
  return null;
}

// Two letters or more (in UTF-16 units, as the visitor's text is measured).
const twoLetters = /\p{L}[\s\S]*\p{L}|(?=\p{L})[\u{10000}-\u{10FFFF}]/u;

/** A word other than an article between `from` and `to` has two letters or more. */
function hasWordOfTwoLetters(tokens: Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k += 1) {
    const token = tokens[k];
    if (token?.isWord && !determinerSet.has(token.key) && twoLetters.test(token.key)) return true;
  }
  return false;
}

/**
 * Floor, ceiling, wall, door, window are parts of a room, never a place on their own ("on the floor",
 * "by the door"): such a phrase counts only from a later preposition on ("on the floor in aisle 12"
 * → "in aisle 12") or when it holds a place word ("floor 2").
 */
function skipLeadingSurface(tokens: Token[], start: number, first: number, end: number): Span | null {
  if (!hasWordOfTwoLetters(tokens, first, end)) return null;
  let k = first;
  while (k < end && determinerSet.has(tokens[k]?.key ?? '')) k += 1;
  while (k < end && tokens[k]?.isWord && !matchPhraseAt(tokens, k, surfacePhrases) && !isPlaceWord(tokens, k)) {
    // Adjectives before the noun: "on the wet floor".
    if (prepositionsByFirstWord.has(tokens[k]?.key ?? '')) break;
    k += 1;
  }
  const surface = matchPhraseAt(tokens, k, surfacePhrases);
  if (surface === 0 || isPlaceWord(tokens, k + surface)) return { start, end };
  for (let j = k + surface; j < end; j += 1) {
    if (prepositionAt(tokens, j)) return { start: j, end };
  }
  return null;
}

const contains = (outer: Span, inner: Span) => outer.start <= inner.start && outer.end >= inner.end;

function toLocationText(text: string, tokens: Token[], span: Span, language: string): DetectedLocation {
  let startIndex = span.start;
  if (plainLocatives.has(tokens[startIndex]?.key ?? '') && span.end - span.start > 1) {
    startIndex += 1;
    if (determinerSet.has(tokens[startIndex]?.key ?? '') && span.end - startIndex > 1) startIndex += 1;
  }
  const start = tokens[span.start]?.start ?? 0;
  const end = tokens[span.end - 1]?.end ?? text.length;
  const shown = text.slice(tokens[startIndex]?.start ?? start, end).trim();
  return { location: capitalize(shown, language), start, end };
}

/**
 * Finds where the problem is in a visitor's sentence, with small cue lists (intake-cues.ts). A place
 * phrase that holds a numbered place wins ("near the entrance of aisle 3"), then a numbered place,
 * then the first place phrase. Null when the sentence names no place: the assistant then asks.
 */
export function detectLocation(text: string, language = 'en', tokens?: Token[]): DetectedLocation | null {
  const byLists = detectByCueLists(text, language, tokens);
  if (byLists) return byLists;
  const learned = detectByLearnedCues(text, language);
  return learned && withBareNounBefore(text, language, learned);
}

/** At most this many words between a bare place noun and the place after it: "Toilette im 2. OG". */
const maxJoiningWords = 2;

/**
 * A place noun the vocabulary found alone, with no "in" or number (so not taken as the place: "Die Toilette ist
 * verstopft"), right before the learned place and joined to it by its "in" or "near" ("Toilette im 2. OG",
 * "WC vedle recepce"): the two are one location, the room and the floor.
 */
function withBareNounBefore(text: string, language: string, learned: DetectedLocation): DetectedLocation {
  const vocabulary = getVocabulary(language);
  if (!vocabulary || vocabulary.unspaced) return learned;
  const searched = text.slice(0, learned.start);
  const bare = findPlace(searched, vocabulary);
  if (!bare || bare.hasContext) return learned;
  const gap = searched.slice(bare.end).trim();
  const words = gap ? gap.split(/\s+/u) : [];
  const isJoining =
    words.length <= maxJoiningWords &&
    (words.length === 0 || isWholeCue(vocabulary.at, gap) || isWholeCue(vocabulary.near, gap));
  if (!isJoining) return learned;
  const shown = text.slice(bare.start, learned.end).trim();
  return { location: capitalize(shown, language), start: bare.phraseStart, end: learned.end };
}

/**
 * The place by the cues learned from the corpus's labelled spans (learned-place-finder.ts): a place noun
 * the vocabulary lacks ("Mensa", "dobi"), or the words after "у", "kat", before "mein", "で".
 */
function detectByLearnedCues(text: string, language: string): DetectedLocation | null {
  const searched = text.slice(0, maxSearchedLength);
  const found = findLearnedPlace(searched, language, { isSurface: surfaceTest(language) });
  const shown = found ? searched.slice(found.start, found.end).trim() : '';
  return found && shown ? { location: capitalize(shown, language), start: found.start, end: found.end } : null;
}

/** Whether a phrase is a part of a room in the language's vocabulary (or in English): "floor", "Decke". */
export function surfaceTest(language: string): (phrase: string) => boolean {
  const lists = [getVocabulary(language)?.surfaces ?? null, getVocabulary('en')?.surfaces ?? null];
  return (phrase) => lists.some((list) => isWholeCue(list, phrase));
}

/** The place by the vocabulary files and the phrase grammar alone, without the learned cues. */
export function detectByCueLists(text: string, language = 'en', tokens?: Token[]): DetectedLocation | null {
  const searched = text.slice(0, maxSearchedLength);
  // The caller's tokens of the text, when it has them (and they are the searched text's).
  const searchedTokens = searched === text ? tokens : undefined;
  const vocabulary = getVocabulary(language);
  const byVocabulary = () => {
    const found = vocabulary ? findPlace(searched, vocabulary) : null;
    if (!found?.hasContext) return null;
    const shown = searched.slice(found.start, found.end).trim();
    return shown ? { location: capitalize(shown, language), start: found.phraseStart, end: found.end } : null;
  };
  if (grammarLanguages.has(language) || !vocabulary)
    return detectByGrammar(searched, language, searchedTokens) ?? byVocabulary();
  // The page's language first; a visitor may still write English.
  return byVocabulary() ?? detectByGrammar(searched, language, searchedTokens);
}

function detectByGrammar(text: string, language: string, tokens = tokenize(text)): DetectedLocation | null {
  const numbered = findNumberedPlaces(tokens);
  const phrases = findPrepositionalPhrases(tokens, language);
  const best = phrases.find((phrase) => numbered.some((place) => contains(phrase, place))) ?? numbered[0] ?? phrases[0];
  return best ? toLocationText(text, tokens, best, language) : null;
}
