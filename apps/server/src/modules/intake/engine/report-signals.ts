import type { CategoryId } from '@sitewatch/shared';
import { type CompiledVocabulary, vocabulariesFor } from './vocabulary/compiled-vocabulary';
import { isWholeCue } from './vocabulary/cue-matcher';
import { readVocabularies, scoreCategories, toCueText, vocabularyPriority } from './vocabulary/match-vocabulary';

/** What the visitor's words say about the report, in their language (and English). */
export interface ReportSignals {
  /** HIGH or CRITICAL words (fire, smoke, gas, injury, violence): the visitor gets the safety line. */
  isUrgent: boolean;
  /** The category the words point to most, or null when none does. */
  category: CategoryId | null;
}

// Each reader takes the text's cue text (toCueText) when the caller has it already: a message is
// folded once, however many questions are asked of it.

export function readSignals(text: string, language: string, cueText = toCueText(text)): ReportSignals {
  const vocabularies = vocabulariesFor(language);
  const named = readVocabularies(cueText, vocabularies);
  const priority = vocabularyPriority(named);
  let category: CategoryId | null = null;
  let best = 0;
  for (const [candidate, score] of scoreCategories(named, vocabularies)) {
    if (score > best) {
      best = score;
      category = candidate;
    }
  }
  return { isUrgent: priority === 'HIGH' || priority === 'CRITICAL', category };
}

/** The first four words of a cue text (its words are parted by one space). */
function firstWords(cueText: string): string {
  let end = -1;
  for (let word = 0; word < 4; word += 1) {
    end = cueText.indexOf(' ', end + 1);
    if (end < 0) return cueText;
  }
  return cueText.slice(0, end);
}

const atStart = (regex: RegExp | null, head: string) => {
  if (!regex) return false;
  const match = regex.exec(head);
  return match !== null && match.index <= 1;
};

/** "Actually…", "No, it's…", "Sorry, I meant…": the visitor corrects the draft. */
export function isCorrection(text: string, language: string, cueText = toCueText(text)): boolean {
  const head = firstWords(cueText);
  return vocabulariesFor(language).some((v) => atStart(v.corrections, head));
}

/**
 * "Also…", "Another thing…": the visitor says a different problem follows. Not "another photo",
 * "noch ein Foto", "ещё фото": a caption word right after the cue makes it another photo.
 */
export function announcesAnotherProblem(text: string, language: string, cueText = toCueText(text)): boolean {
  const head = firstWords(cueText);
  const vocabularies = vocabulariesFor(language);
  for (const vocabulary of vocabularies) {
    const cue = vocabulary.another?.exec(head);
    if (!cue || cue.index > 1) continue;
    return !isPhotoWordAt(head, cue.index + cue[0].length, vocabularies);
  }
  return false;
}

/** A word for a photo (a caption cue of one word, not an another-cue) starts at `end` or runs on past it. */
function isPhotoWordAt(text: string, end: number, vocabularies: readonly CompiledVocabulary[]): boolean {
  for (const vocabulary of vocabularies) {
    for (const match of matchesOf(vocabulary.captions, text)) {
      const matchEnd = match.index + match[0].length;
      if (matchEnd <= end || match.index > end + 1) continue;
      const rest = text.slice(Math.max(match.index, end), matchEnd).trim();
      const words = vocabulary.unspaced ? [rest] : rest.split(/\s+/u);
      if (words.some((word) => isPhotoWord(word, vocabularies))) return true;
    }
  }
  return false;
}

const isPhotoWord = (word: string, vocabularies: readonly CompiledVocabulary[]) =>
  vocabularies.some((v) => isWholeCue(v.captions, word)) && !vocabularies.some((v) => isWholeCue(v.another, word));

const matchesOf = (regex: RegExp | null, text: string) => (regex ? text.matchAll(regex) : []);

const captionLetters = /[\p{L}\p{M}\p{N}]+/gu;

/** The text with every caption and another-cue word blanked out, and whether it had a caption word. */
function blankCaptions(
  text: string,
  vocabularies: readonly CompiledVocabulary[],
): { rest: string; hasCaption: boolean } {
  // Each list is matched in the whole text: "noch ein" and "ein weiteres Foto" overlap.
  const covered = new Uint8Array(text.length);
  const cover = (regex: RegExp | null) => {
    let found = false;
    for (const match of matchesOf(regex, text)) {
      covered.fill(1, match.index, match.index + match[0].length);
      found = true;
    }
    return found;
  };
  let hasCaption = false;
  for (const vocabulary of vocabularies) {
    hasCaption = cover(vocabulary.captions) || hasCaption;
    cover(vocabulary.anotherInside);
  }
  let rest = '';
  for (let index = 0; index < text.length; index += 1) rest += covered[index] ? ' ' : text[index];
  return { rest, hasCaption };
}

/** Nothing but short words (two at most of three letters; in scripts without spaces, `max` characters). */
function isOnlyShortWords(text: string, unspaced: boolean, max: number): boolean {
  const left = text.match(captionLetters) ?? [];
  if (unspaced) return left.join('').length <= max;
  return left.length <= 2 && left.every((word) => word.length <= 3);
}

/**
 * "Another photo of the leak", "here is a picture of…", "もう一枚写真…": the message opens with a word
 * for a photo, with nothing but caption words before it. It goes with a photo, whatever follows.
 */
export function startsWithCaption(text: string, language: string, cueText = toCueText(text)): boolean {
  const head = firstWords(cueText);
  const vocabularies = vocabulariesFor(language);
  const unspaced = vocabularies[0]?.unspaced ?? false;
  for (const vocabulary of vocabularies) {
    for (const match of matchesOf(vocabulary.captions, head)) {
      const before = head.slice(0, match.index);
      const isOpening = isOnlyShortWords(blankCaptions(before, vocabularies).rest, unspaced, 3);
      if (isOpening && isPhotoWordAt(head, match.index, vocabularies)) return true;
    }
  }
  return false;
}

/** Longest caption: a photo's caption is a few words. */
const maxCaptionLength = 120;

/**
 * "Another photo", "hier noch ein Bild", "jeszcze jedno zdjęcie", "もう一枚": the message only goes
 * with a photo (caption and another-cue words, and at most two short words such as "of", "the").
 */
export function isCaptionOnly(text: string, language: string, cueText = toCueText(text)): boolean {
  if (cueText.length > maxCaptionLength) return false;
  const vocabularies = vocabulariesFor(language);
  const { rest, hasCaption } = blankCaptions(cueText, vocabularies);
  return hasCaption && isOnlyShortWords(rest, vocabularies[0]?.unspaced ?? false, 4);
}

/** "Hello", "Guten Tag", "こんにちは": a greeting. */
export function isGreeting(text: string, language: string, cueText = toCueText(text)): boolean {
  return vocabulariesFor(language).some((v) => v.greetings?.test(cueText) ?? false);
}
