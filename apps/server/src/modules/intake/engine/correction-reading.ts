import { detectByCueLists } from './location-detector';
import { type MessageReading, maxAnalysedLength } from './message-reading';
import {
  containsKey,
  isNumeral,
  koreanEndings,
  leadingFillers,
  negations,
  toPlaceKey,
  trailingFillers,
  unspacedLeading,
  unspacedTrailing,
} from './place-words';
import { type CompiledVocabulary, vocabulariesFor } from './vocabulary/compiled-vocabulary';
import { isWholeCue, toMatchingCase } from './vocabulary/cue-matcher';
import { tokenize } from './words';

/** A place as the visitor wrote it ("3rd floor", "im 2."→"2", "3階"), and what it is compared by. */
export interface PlaceMention {
  text: string;
  key: string;
}

export interface PlaceCorrection {
  /** The place the visitor means now. */
  now: PlaceMention;
  /** The place the visitor takes back ("not the 2nd", "2階じゃなくて"), when named. */
  before: PlaceMention | null;
  /** The message says nothing but where: it adds no detail of its own. */
  isOnlyPlace: boolean;
}

/** What a correction is compared with: the draft's place, and everything the visitor said about it. */
export interface DraftPlaces {
  location?: string;
  saidKey: () => string;
}

interface Range {
  start: number;
  end: number;
  isCue: boolean;
}

interface SegmentReading {
  /** The segment without filler ("it's the", "im", "です"). */
  clean: string;
  mention: PlaceMention | null;
  /** Words of the segment beyond its place ("and the water is spreading"). */
  leftover: number;
  isNextToCue: boolean;
}

/**
 * Only a message's start is read for a correction (a correction is short; it bounds a turn's work
 * when 60 long messages are replayed), and a cue inside a message only in a short one.
 */
const maxCorrectionLength = 200;
const maxSegments = 5;
const clauseMark = /[,;:!?。、，！？；：؟،\n]|\s[–—-]\s|\./gu;
const numberBefore = /\p{N}$/u;
const wordAfter = /^(?:\p{N}|\s+[\p{L}\p{N}])/u;
const longWord = /[\p{L}\p{M}]{4,}/u;
const edgePunctuation = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;

/** Where the correction cues ("sorry", "not the", "じゃなくて") and the clause marks part the message. */
function findRanges(text: string, lowered: string, vocabularies: readonly CompiledVocabulary[]): Range[] {
  const ranges: Range[] = [];
  const addCues = (regex: RegExp | null) => {
    if (!regex) return;
    for (const match of lowered.matchAll(regex)) {
      // "room no. 12" is a number, not a "no".
      if (match[0] === 'no' && /^\.\s?\p{N}/u.test(lowered.slice(match.index + 2))) continue;
      ranges.push({ start: match.index, end: match.index + match[0].length, isCue: true });
    }
  };
  if (!vocabularies[0]?.unspaced) addCues(negations);
  for (const vocabulary of vocabularies) {
    addCues(vocabulary.correctionsInside);
    // "すみません、…", "Hi, sorry…": a greeting at the start opens the correction like "sorry" does.
    const greeting = vocabulary.greetings?.exec(lowered);
    if (greeting && greeting.index <= 1)
      ranges.push({ start: 0, end: greeting.index + greeting[0].length, isCue: true });
  }
  for (const mark of text.matchAll(clauseMark)) {
    // Not the dot of an ordinal or a decimal ("im 2. Stock", "3.5").
    const isInnerDot =
      mark[0] === '.' && numberBefore.test(text.slice(0, mark.index)) && wordAfter.test(text.slice(mark.index + 1));
    if (!isInnerDot) ranges.push({ start: mark.index, end: mark.index + mark[0].length, isCue: false });
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start < last.end) {
      last.end = Math.max(last.end, range.end);
      last.isCue ||= range.isCue;
    } else merged.push({ ...range });
  }
  return merged;
}

/** "it's the 3rd floor" → "3rd floor", "im 3. Stock" → "3. Stock", "3階です" → "3階", "3층이에요" → "3층". */
function stripFillers(text: string, vocabularies: readonly CompiledVocabulary[], unspaced: boolean): string {
  let rest = text.replace(edgePunctuation, '');
  if (unspaced) {
    for (let changed = true; changed && rest; ) {
      const before = rest;
      const lead = unspacedLeading.find((word) => rest.startsWith(word) && rest.length > word.length);
      if (lead) rest = rest.slice(lead.length);
      const tail = unspacedTrailing.find((word) => rest.endsWith(word) && rest.length > word.length);
      if (tail) rest = rest.slice(0, -tail.length);
      rest = rest.replace(edgePunctuation, '');
      changed = rest !== before;
    }
    return rest;
  }
  const tokens = tokenize(rest);
  const isFiller = (key: string) => leadingFillers.has(key) || vocabularies.some((v) => isWholeCue(v.at, key));
  let first = 0;
  while (first < tokens.length && (!tokens[first]?.isWord || isFiller(tokens[first]?.key ?? ''))) first += 1;
  let last = tokens.length - 1;
  while (last >= first && (!tokens[last]?.isWord || trailingFillers.has(tokens[last]?.key ?? ''))) last -= 1;
  // Marks at either end go: "nicht im 2." leaves "2", and "3. Stock" keeps its dot.
  if (last < first) return '';
  rest = rest.slice(tokens[first]?.start ?? 0, tokens[last]?.end ?? rest.length);
  const ending = koreanEndings.find(
    (end) => rest.endsWith(end) && /[\p{Script=Hangul}\p{N}]/u.test(rest.at(-end.length - 1) ?? ''),
  );
  return ending ? rest.slice(0, -ending.length) : rest;
}

const numberedWord = /^\p{N}+[\p{L}\p{M}]{1,2}$/u;
const maxWordsBeforePlace = 2;

/** The place a segment names, if it is all place but a few words before it: "men's toilets", "3rd floor", "2nd", "2층". */
function readSegment(
  text: string,
  language: string,
  vocabularies: readonly CompiledVocabulary[],
  unspaced: boolean,
): Omit<SegmentReading, 'isNextToCue'> {
  const clean = stripFillers(text, vocabularies, unspaced);
  if (!clean) return { clean, mention: null, leftover: 0 };
  const compact = clean.replace(/\s+/gu, '');
  if (isNumeral(compact) || numberedWord.test(compact))
    return { clean, mention: { text: clean, key: toPlaceKey(clean) }, leftover: 0 };
  const lowered = toMatchingCase(clean);
  // Where the place words start and end.
  let placeStart = clean.length;
  let placeEnd = -1;
  for (const vocabulary of vocabularies) {
    if (!vocabulary.places) continue;
    for (const match of lowered.matchAll(vocabulary.places)) {
      placeStart = Math.min(placeStart, match.index);
      placeEnd = Math.max(placeEnd, match.index + match[0].length);
    }
  }
  const isAllPlace = () =>
    placeEnd >= 0 &&
    !hasWords(clean.slice(placeEnd), unspaced) &&
    wordsBefore(clean, placeStart, unspaced) <= maxWordsBeforePlace;
  // A number and a word ("3rd floor", "room 14", "3 этаж") is a numbered place.
  const words = unspaced ? [] : tokenize(clean).filter((token) => token.isWord);
  const isNumbered = words.length === 2 && words.some((word) => isNumeral(word.key));
  if (isNumbered || isAllPlace()) return { clean, mention: { text: clean, key: toPlaceKey(clean) }, leftover: 0 };
  // The place phrase by the location grammar ("on the 3rd floor", "next to the lifts"). Not by the learned
  // cues: a correction is read in pieces, many a turn, and those cues only spare asking "where?".
  const found = detectByCueLists(clean, language);
  if (found) {
    placeStart = Math.min(placeStart, found.start);
    placeEnd = Math.max(placeEnd, found.end);
  }
  if (placeEnd < 0) return { clean, mention: null, leftover: countLeftover(clean, unspaced) };
  // All place, but for a few words before it ("men's", "dritten"): the whole segment is the place.
  if (isAllPlace()) return { clean, mention: { text: clean, key: toPlaceKey(clean) }, leftover: 0 };
  // More than a place ("the water is now in the corridor"): the place phrase, and the rest is detail.
  const place = found ? stripFillers(clean.slice(found.start, found.end), vocabularies, unspaced) : '';
  const leftover = countLeftover(place ? clean.replace(place, ' ') : clean, unspaced);
  return { clean, mention: place ? { text: place, key: toPlaceKey(place) } : null, leftover };
}

/** Words after a place other than "please" (in scripts without spaces: more than one character). */
function hasWords(text: string, unspaced: boolean): boolean {
  if (unspaced) return text.replace(/[^\p{L}\p{N}]/gu, '').length > 1;
  return tokenize(text).some((token) => token.isWord && !trailingFillers.has(token.key));
}

function wordsBefore(text: string, end: number, unspaced: boolean): number {
  if (unspaced) return 0;
  return tokenize(text.slice(0, end)).filter((token) => token.isWord).length;
}

/** Words of four letters or more (in scripts without spaces: a run of more than three characters). */
function countLeftover(text: string, unspaced: boolean): number {
  if (unspaced) return text.replace(/[^\p{L}\p{N}]/gu, '').length > 3 ? 1 : 0;
  let count = 0;
  for (const token of tokenize(text))
    if (token.isWord && longWord.test(token.key) && !trailingFillers.has(token.key)) count += 1;
  return count;
}

/**
 * Reads a message sent after the draft as a correction of its place: "sorry, it's the 3rd floor not
 * the 2nd", "Nein, im 3. Stock, nicht im 2.", "すみません、2階じゃなくて3階です". The message is cut at its
 * correction cues and clause marks; a part next to a cue that names the draft's place (or, failing that,
 * a place the visitor named before) is the one taken back, the other places are the one meant now.
 * Null when the message corrects no place.
 */
export function readPlaceCorrection(
  message: MessageReading,
  language: string,
  draft: DraftPlaces,
): PlaceCorrection | null {
  const vocabularies = vocabulariesFor(language);
  const opensAsCorrection = message.isCorrection;
  if (!opensAsCorrection) {
    if (message.head.length > maxCorrectionLength) return null;
    negations.lastIndex = 0;
    const hasCue = vocabularies.some((v) => v.corrections?.test(message.cueText)) || negations.test(message.cueText);
    negations.lastIndex = 0;
    if (!hasCue) return null;
  }
  const head = message.head.slice(0, maxCorrectionLength);
  const unspaced = vocabularies[0]?.unspaced ?? false;
  const ranges = findRanges(head, toMatchingCase(head), vocabularies);
  const segments: SegmentReading[] = [];
  let from = 0;
  let previous: Range | undefined;
  let isCut = message.head.length > head.length || message.text.length > maxAnalysedLength;
  for (const range of [...ranges, { start: head.length, end: head.length, isCue: false }]) {
    const text = head.slice(from, range.start);
    if (text.trim()) {
      const reading = readSegment(text, language, vocabularies, unspaced);
      segments.push({ ...reading, isNextToCue: (previous?.isCue ?? false) || range.isCue });
      // The correction is said first: once details follow it, the rest is detail too.
      const isDetail = reading.leftover > 0 && segments.some((segment) => segment.mention);
      if (isDetail || segments.length === maxSegments) {
        isCut ||= range.end < head.length;
        break;
      }
    }
    from = Math.max(from, range.end);
    previous = range;
  }
  const locationKey = draft.location ? toPlaceKey(draft.location) : '';
  // "no en la segunda", "non al secondo": a word or two taken back that the draft's place holds.
  for (const segment of segments) {
    const isShort = unspaced ? segment.clean.length <= 6 : wordsBefore(segment.clean, segment.clean.length, false) <= 2;
    if (segment.mention || !segment.isNextToCue || !isShort) continue;
    const key = toPlaceKey(segment.clean);
    if (containsKey(locationKey, key)) Object.assign(segment, { mention: { text: segment.clean, key }, leftover: 0 });
  }
  const places = segments.filter((segment) => segment.mention !== null);
  const isTakenBack = (segment: SegmentReading, key: string) =>
    segment.isNextToCue && containsKey(key, segment.mention?.key ?? '');
  let before = places.filter((segment) => isTakenBack(segment, locationKey));
  if (before.length === 0) {
    const saidKey = draft.saidKey();
    before = places.filter((segment) => isTakenBack(segment, saidKey));
    // Every place was said before: the visitor repeats one, none is taken back.
    if (before.length === places.length) before = [];
  }
  if (!opensAsCorrection && before.length === 0) return null;
  // The place meant now: the first run of places that are not taken back ("men's toilets, 3rd floor").
  const nowParts: string[] = [];
  for (const segment of segments) {
    // A place next to a cue after the first one is set against it ("floor 3, floor 2 not"), not part of it.
    const isAgainst = nowParts.length > 0 && segment.isNextToCue;
    if (segment.mention && !before.includes(segment) && !isAgainst) nowParts.push(segment.mention.text);
    else if (nowParts.length > 0 && (segment.mention || segment.leftover > 0)) break;
  }
  if (nowParts.length === 0) return null;
  const now = nowParts.join(unspaced ? '、' : ', ');
  // Words past what was read are detail.
  const leftover = segments.reduce((sum, segment) => sum + segment.leftover, isCut ? 1 : 0);
  return {
    now: { text: now, key: toPlaceKey(now) },
    before: before[0]?.mention ?? null,
    isOnlyPlace: leftover === 0,
  };
}
