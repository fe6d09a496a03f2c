import { findContentStart } from './title-content';
import { dropDangling, dropWords, shortenTitle, toListKey, trimTitleEnd } from './title-ends';
import { firstSegment, unspacedScript, widenToWords } from './title-segments';
import { findInSentences, firstClause } from './title-sentences';
import { getTitleWords, type TitleWords } from './title-words';
import { capitalize, tokenize } from './words';

const links = /https?:\/\/\S+|www\.\S+/giu;
/** Only the start of a message is read for its title. */
const maxSourceLength = 2000;
type Span = { start: number; end: number };

/**
 * True when the text, without greetings and filler, says nothing ("Hi!", "I want to report a
 * problem", "Dobrý den"). Without a language, the greetings of every language count.
 */
export function isContentless(text: string, tokens = tokenize(text), language?: string): boolean {
  return findContentStart(text, getTitleWords(language), language, tokens) < 0;
}

/** Sentence case for a shouted title ("WATER LEAK" → "Water leak"); other capitals are the visitor's. */
function toSentenceCase(title: string, language: string): string {
  const letters = title.replace(/[^\p{L}]/gu, '');
  const isShouted =
    letters.length > 3 &&
    letters === letters.toLocaleUpperCase(language) &&
    letters !== letters.toLocaleLowerCase(language);
  return capitalize(isShouted ? title.toLocaleLowerCase(language) : title, language);
}

/**
 * A short, specific title from the visitor's own words: the first clause of what they wrote, with
 * the place phrase, greetings and filler left out ("Hi, the toilet on floor 2 is blocked" → "Toilet
 * is blocked"), at most 60 characters cut between words, never starting with a particle left over
 * from the place ("で…", "的…") nor ending on a word that needs a next one ("…next to the", "…und").
 * Null when nothing specific is left; the caller then uses a fallback.
 */
export function makeTitle(text: string, language: string, leaveOut?: Span): string | null {
  const words = getTitleWords(language);
  const source = findTitleSource(text, leaveOut, words, language);
  return source === null ? null : toSentenceCase(shortenTitle(source, words, language), language);
}

/**
 * True when makeTitle gives a title, without shortening it. Pass the language makeTitle gets: without
 * one, only greetings of every language are left out, not that language's particles.
 */
export const hasTitle = (text: string, leaveOut?: Span, language?: string): boolean =>
  findTitleSource(text, leaveOut, getTitleWords(language), language) !== null;

/**
 * The text without links and without the place (the location field's, not the title's). Words that
 * tie the place to the sentence go with it: a preposition before it ("sur le [quai 4]", "有人在[收银台]"),
 * the ordinal that counts it ("a 2. [emeleti konyhában]"), a particle or label after it ("[待合室]のベンチ",
 * "[Treppenhaus] C!!").
 */
function withoutPlace(text: string, leaveOut: Span | undefined, words: TitleWords, language?: string): string {
  const plain = text.slice(0, maxSourceLength);
  if (!leaveOut || leaveOut.start >= plain.length) return plain.replace(links, ' ');
  const span = widenToWords(
    plain,
    { start: leaveOut.start, end: Math.min(leaveOut.end, plain.length) },
    language ?? 'und',
  );
  const place = plain.slice(span.start, span.end).trim();
  let before = plain.slice(0, span.start).replace(trailingOrdinal, '');
  if (words.beforePlace) {
    before = dropWords(before, words.beforePlace, language);
  } else {
    // A place that brings its own preposition ("løbet over [i kælderen]") leaves the word before it be:
    // a verb particle, not the place's.
    const hasPreposition = words.placeOpeners.has(toListKey(place.split(/\s+/)[0] ?? ''));
    before = dropDangling(before, words, language, hasPreposition ? 'clause' : 'place');
  }
  let after = plain.slice(span.end);
  if (/\p{N}$/u.test(place) && after.startsWith('.')) after = after.slice(1);
  // The label a place phrase left behind ("Treppenhaus [C]!!", "escalera [B], …") is the place's.
  after = after.replace(placeLabel, '');
  after = dropAfterPlace(after, words, language ?? 'und');
  // Scripts without spaces are joined as they were written: a space there would part a clause.
  const isGlued = unspacedScript.test(before.at(-1) ?? '') && unspacedScript.test(after[0] ?? '');
  return `${before}${isGlued ? '' : ' '}${after}`.replace(links, ' ');
}

const placeLabel = /^\s?(?:\p{Lu}|\p{N}{1,3}|\p{Lu}\p{N}{1,2})(?=[!?.,;:]|$)/u;
const trailingOrdinal = /(?<![\p{L}\p{N}])\p{N}+\.\s*$/u;

/** The text after a place without the particles that tied the place to it. */
function dropAfterPlace(after: string, words: TitleWords, language: string): string {
  if (words.afterPlace.size === 0) return after;
  let rest = after;
  for (;;) {
    const trimmed = rest.trimStart();
    const first = unspacedScript.test(trimmed[0] ?? '')
      ? firstSegment(trimmed, language)
      : (trimmed.match(/^\S+/u)?.[0] ?? '');
    if (!first || !words.afterPlace.has(first)) return rest;
    rest = trimmed.slice(first.length);
  }
}

const letterOrDigit = /[\p{L}\p{N}]/u;
/** Whether the text holds at least `count` letters or digits (counted up to there, not through). */
function hasLetters(text: string, count: number): boolean {
  let found = 0;
  for (const character of text) {
    if (letterOrDigit.test(character)) found += 1;
    if (found >= count) return true;
  }
  return false;
}

/** The words a title is made of: the first specific clause, before it is shortened. */
function findTitleSource(
  text: string,
  leaveOut: Span | undefined,
  words: TitleWords,
  language?: string,
): string | null {
  const source = withoutPlace(text, leaveOut, words, language);
  return findInSentences(source, words, (sentence) => {
    const start = findContentStart(sentence, words, language);
    if (start < 0) return null;
    const clean = sentence
      .slice(start)
      .replace(/\s+/g, ' ')
      .replace(/\s+([,;:])/g, '$1')
      .trim();
    // The first clause is the problem; what follows a comma is usually a plea or an aside.
    const clause = firstClause(clean, language);
    const rest = trimTitleEnd(hasLetters(clause, 3) ? clause : clean);
    const title = trimTitleEnd(dropDangling(rest, words, language, 'clause'));
    return hasLetters(title, 2) ? title : null;
  });
}
