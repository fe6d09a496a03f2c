import type { PlaceCorrection, PlaceMention } from './correction-reading';
import { hasNumber, isNumeral, isSameWord, leadingFillers, numberValue } from './place-words';
import { type CompiledVocabulary, vocabulariesFor } from './vocabulary/compiled-vocabulary';
import { isWholeCue, toMatchingCase } from './vocabulary/cue-matcher';
import { capitalize, type Token, tokenize } from './words';

/** The draft's place after a correction, and the earlier words it replaces (for the description). */
export interface PlaceChange {
  location: string;
  /** The words of the old place, as the draft has them, and what replaces them; null when none. */
  rewrite: { from: string; to: string } | null;
}

interface Span {
  start: number;
  end: number;
}

const letters = /\p{L}/gu;
const letterCount = (word: string) => word.match(letters)?.length ?? 0;
const isWordAt = (tokens: Token[], index: number) => tokens[index]?.isWord === true;
const isNumeralAt = (tokens: Token[], index: number) => isWordAt(tokens, index) && isNumeral(tokens[index]?.key ?? '');

/** A word that ends a place's part: "in", "im", "next to", "the", "de". */
function isPartEdge(word: string, vocabularies: readonly CompiledVocabulary[]): boolean {
  return (
    letterCount(word) <= 2 ||
    leadingFillers.has(word) ||
    vocabularies.some((v) => isWholeCue(v.at, word) || isWholeCue(v.near, word))
  );
}

const hangul = /\p{Script=Hangul}/u;
/** A word as compared, without a number written onto it ("2층" → "층"); null for a number or filler. */
function comparable(token: Token, vocabularies: readonly CompiledVocabulary[]): string | null {
  if (!token.isWord || isNumeral(token.key) || isPartEdge(token.key, vocabularies)) return null;
  const word = token.key.replace(/^\p{N}+/u, '');
  return letterCount(word) >= 3 || (hangul.test(word) && word.length > 0) ? word : null;
}

/** The words of `now` (not numbers nor filler) that the location also has, and where. */
function sharedWords(location: Token[], now: Token[], vocabularies: readonly CompiledVocabulary[]) {
  const shared: Array<{ now: number; location: number }> = [];
  const words = location.map((token) => comparable(token, vocabularies));
  for (const [index, token] of now.entries()) {
    const word = comparable(token, vocabularies);
    if (!word) continue;
    const at = words.findIndex((other) => other !== null && isSameWord(other, word));
    if (at >= 0 && !shared.some((entry) => entry.location === at)) shared.push({ now: index, location: at });
  }
  return shared;
}

/** The part of the location around token `index`, between commas and prepositions ("Men's toilets" of "Men's toilets, 2nd floor"). */
function partAround(tokens: Token[], index: number, vocabularies: readonly CompiledVocabulary[]): Span {
  const isEdge = (k: number) =>
    !isWordAt(tokens, k)
      ? tokens[k]?.key !== '.' && tokens[k]?.key !== "'"
      : isPartEdge(tokens[k]?.key ?? '', vocabularies);
  let start = index;
  while (start > 0 && !isEdge(start - 1)) start -= 1;
  let end = index;
  while (end + 1 < tokens.length && !isEdge(end + 1)) end += 1;
  return { start, end };
}

/**
 * The span of the location the new place's head word replaces: the head, as many words before it as
 * the new place has ("zweiten Stock" for "dritten Stock"; only the number for "3. Stock"), and a
 * number after it when the new place has one ("Room 12" for "room 14").
 */
function headSpan(
  location: Token[],
  now: Token[],
  head: { now: number; location: number },
  vocabularies: readonly CompiledVocabulary[],
): Span {
  const before = now.slice(0, head.now).filter((token) => token.isWord);
  let start = head.location;
  if (before.length > 0 && before.every((token) => isNumeral(token.key))) {
    let k = head.location - 1;
    if (location[k]?.key === '.') k -= 1;
    if (isNumeralAt(location, k)) start = k;
  } else {
    for (let k = head.location - 1, words = 0; k >= 0 && words < before.length; k -= 1) {
      if (location[k]?.key === '.' && isNumeralAt(location, k - 1)) continue;
      const isEdge = !isNumeralAt(location, k) && isPartEdge(location[k]?.key ?? '', vocabularies);
      if (!isWordAt(location, k) || isEdge) break;
      start = k;
      words += 1;
    }
  }
  let end = head.location;
  const numberAfterNow = now.slice(head.now + 1).find((token) => token.isWord);
  if (numberAfterNow && isNumeral(numberAfterNow.key)) {
    let k = head.location + 1;
    if (location[k]?.isWord && /^(?:no|nr|n°|nº|#)$/u.test(location[k]?.key ?? '') && isNumeralAt(location, k + 1))
      k += 1;
    if (isNumeralAt(location, k)) end = k;
  }
  return { start, end };
}

/** The location's number the correction names: the one taken back ("not the 2nd"), or its only one. */
function numberToReplace(location: Token[], before: PlaceMention | null): number | null {
  const numbers = [...location.keys()].filter((k) => isNumeralAt(location, k));
  const value = before ? numberValue(before.text) : null;
  if (value !== null) return numbers.find((k) => numberValue(location[k]?.text ?? '') === value) ?? null;
  return numbers.length === 1 ? (numbers[0] ?? null) : null;
}

function replaceSpan(location: string, tokens: Token[], span: Span, text: string): PlaceChange {
  const start = tokens[span.start]?.start ?? 0;
  let end = tokens[span.end]?.end ?? location.length;
  // "2." takes "3rd" without its dot; "2" of "2. Stock" keeps it for a plain "3".
  const isOrdinalDot = isNumeralAt(tokens, span.end) && tokens[span.end + 1]?.key === '.';
  if (isOrdinalDot && tokens[span.end + 1]?.start === end && !/^\p{N}+$/u.test(text)) end += 1;
  const from = location.slice(start, end);
  return { location: location.slice(0, start) + text + location.slice(end), rewrite: { from, to: text } };
}

/** The location with one number replaced; the rewrite takes the word beside it ("2nd floor" → "3rd floor"). */
function replaceNumber(location: string, tokens: Token[], at: number, number: string): PlaceChange {
  const change = replaceSpan(location, tokens, { start: at, end: at }, number);
  const next = isWordAt(tokens, at + 1)
    ? at + 1
    : tokens[at + 1]?.key === '.' && isWordAt(tokens, at + 2)
      ? at + 2
      : -1;
  const word = next >= 0 ? next : isWordAt(tokens, at - 1) ? at - 1 : -1;
  if (word < 0 || !change.rewrite) return change;
  const [start, end] = word > at ? [tokens[at]?.start, tokens[word]?.end] : [tokens[word]?.start, tokens[at]?.end];
  const from = location.slice(start ?? 0, end ?? location.length);
  const to = from.replace(change.rewrite.from, number);
  return { ...change, rewrite: { from, to } };
}

/** Spaced scripts: the location's words are compared with the correction's. */
function replaceInWords(
  location: string,
  correction: PlaceCorrection,
  vocabularies: readonly CompiledVocabulary[],
): PlaceChange | null {
  const tokens = tokenize(location);
  const now = tokenize(correction.now.text);
  const shared = sharedWords(tokens, now, vocabularies);
  const [head] = shared;
  if (head && shared.length === 1)
    return replaceSpan(location, tokens, headSpan(tokens, now, head, vocabularies), correction.now.text);
  if (shared.length > 1) return null;
  // A number for a number: "the 3rd" for "2nd floor", "3. kat" for "2. kattaki tuvalet".
  const nowNumeral = now.find((token) => token.isWord && isNumeral(token.key));
  const isOnlyNumber = isNumeral(correction.now.text.replace(/\s+/gu, ''));
  if (nowNumeral && (isOnlyNumber || correction.before)) {
    const at = numberToReplace(tokens, correction.before);
    if (at !== null) return replaceNumber(location, tokens, at, isOnlyNumber ? correction.now.text : nowNumeral.text);
  }
  const before = correction.before ? tokenize(correction.before.text) : [];
  const [taken] = sharedWords(tokens, before, vocabularies);
  if (taken)
    return replaceSpan(location, tokens, partAround(tokens, taken.location, vocabularies), correction.now.text);
  if (hasNumber(correction.now.text) && !tokens.some((token) => isNumeral(token.key))) {
    return { location: `${location}, ${correction.now.text}`, rewrite: null };
  }
  return null;
}

const numberRunEnd = /[\p{N}〇零一二两三四五六七八九十百第]+$/u;
const numberRunStart = /^\s?[\p{N}〇零一二两三四五六七八九十百]+/u;
const unspacedEdge = /[\s\p{P}の的]/u;

/** Scripts without spaces: the place words ("階", "トイレ", "楼") are found in both. */
function replaceInCharacters(
  location: string,
  correction: PlaceCorrection,
  vocabularies: readonly CompiledVocabulary[],
  language: string,
): PlaceChange | null {
  const lowered = toMatchingCase(location);
  const now = toMatchingCase(correction.now.text);
  const placesOf = (text: string) =>
    vocabularies
      .flatMap((v) => (v.places ? [...text.matchAll(v.places)] : []))
      .map((m) => ({ index: m.index, word: m[0] }));
  const shared = placesOf(now).filter((place) => lowered.includes(place.word));
  const partOf = (at: number, length: number): Span => {
    let start = at;
    while (start > 0 && !unspacedEdge.test(location[start - 1] ?? '')) start -= 1;
    let end = at + length;
    while (end < location.length && !unspacedEdge.test(location[end] ?? '')) end += 1;
    return { start, end };
  };
  const replace = (span: Span): PlaceChange => ({
    location: location.slice(0, span.start) + correction.now.text + location.slice(span.end),
    rewrite: { from: location.slice(span.start, span.end), to: correction.now.text },
  });
  const [head] = shared;
  if (head && new Set(shared.map((place) => place.word)).size === 1) {
    const at = lowered.indexOf(head.word);
    const prefix = now.slice(0, head.index);
    let start = at;
    if (prefix && numberRunEnd.exec(prefix)?.[0] === prefix)
      start = at - (numberRunEnd.exec(location.slice(0, at))?.[0].length ?? 0);
    else if (prefix) start = partOf(at, head.word.length).start;
    let end = at + head.word.length;
    if (numberRunStart.test(now.slice(head.index + head.word.length)))
      end += numberRunStart.exec(location.slice(end))?.[0].length ?? 0;
    return replace({ start, end });
  }
  if (shared.length > 0) return null;
  if (isNumeral(now.replace(/\s+/gu, ''))) {
    const value = correction.before ? numberValue(correction.before.text) : null;
    const runs = [...location.matchAll(/[\p{N}〇零一二两三四五六七八九十百]+/gu)];
    const run =
      value === null ? (runs.length === 1 ? runs[0] : undefined) : runs.find((r) => numberValue(r[0]) === value);
    if (run) return replace({ start: run.index, end: run.index + run[0].length });
  }
  const taken = correction.before
    ? placesOf(toMatchingCase(correction.before.text)).find((place) => lowered.includes(place.word))
    : undefined;
  if (taken) return replace(partOf(lowered.indexOf(taken.word), taken.word.length));
  if (hasNumber(now) && !hasNumber(location)) {
    return { location: `${location}${language === 'th' ? ' ' : '、'}${correction.now.text}`, rewrite: null };
  }
  return null;
}

/**
 * The draft's place after a correction: the part the correction names is replaced and the rest kept
 * ("Men's toilets, 2nd floor" + "3rd floor" → "Men's toilets, 3rd floor"; "二階のトイレ" + "3階" →
 * "3階のトイレ"); a number is added to a place without one; any other place is replaced whole.
 */
export function replacePlace(location: string | undefined, correction: PlaceCorrection, language: string): PlaceChange {
  const vocabularies = vocabulariesFor(language);
  const unspaced = vocabularies[0]?.unspaced ?? false;
  const change = location
    ? unspaced
      ? replaceInCharacters(location, correction, vocabularies, language)
      : replaceInWords(location, correction, vocabularies)
    : null;
  const whole = {
    location: correction.now.text,
    rewrite: location ? { from: location, to: correction.now.text } : null,
  };
  const result = change ?? whole;
  // The old place as the visitor said it, where the draft's place did not hold it ("not the 2nd" → "3rd").
  const before = correction.before;
  if (!result.rewrite && before) {
    const to = isNumeral(before.text.replace(/\s+/gu, ''))
      ? (/\S+/u.exec(correction.now.text)?.[0] ?? '')
      : correction.now.text;
    result.rewrite = to ? { from: before.text, to } : null;
  }
  return { ...result, location: capitalize(result.location, language) };
}
