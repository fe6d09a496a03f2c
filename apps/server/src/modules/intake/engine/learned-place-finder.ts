import { type PlaceToken, placeTokens } from './place-tokens';
import learned from './vocabulary/learned-place-cues.json' with { type: 'json' };
import { unspacedLanguages } from './vocabulary/vocabulary';

/**
 * What the labelled place spans of the corpus's training split say about where places sit in each language
 * (scripts/learn-place-cues.ts writes it): the words that stand for a place on their own, the words a place
 * follows ("у подъезда", "kat dobi", "in der Mensa") or comes before ("kitchen mein", "厨房で"), the word
 * endings that say "in" ("vessassa", "mutfakta"), and the words found inside place phrases.
 */
export interface PlaceCueLists {
  nouns: string[];
  openers: string[];
  closers: string[];
  endings: string[];
  inside: string[];
  /** Words seen often and hardly ever in a place phrase: no place follows an opener as one of them. */
  outside: string[];
}

interface PlaceCues {
  nouns: ReadonlySet<string>;
  openers: ReadonlySet<string>;
  closers: ReadonlySet<string>;
  /** Endings by length, longest first. */
  endings: ReadonlyArray<{ length: number; set: ReadonlySet<string> }>;
  inside: ReadonlySet<string>;
  outside: ReadonlySet<string>;
  minEndingWordLength: number;
}

/**
 * A word must be this long (in characters) for its ending to count: "vessassa", not "sa"; in scripts without
 * spaces, a word of the segmenter's of two characters ending on "場", "室", "厅".
 */
export const minEndingWordLength = (language: string) => (unspacedLanguages.has(language) ? 2 : 5);
/** The endings learned: of two to four letters, or of one or two characters without spaces. */
export const endingLengths = (language: string) => (unspacedLanguages.has(language) ? [1, 2] : [4]);
/** A place phrase holds at most this many words. */
const maxPhraseWords = 4;
/** A word this short after an opener, and no place word, is an article: "in der Mensa". */
const maxArticleLength = 3;

const learnedLists: Readonly<Record<string, PlaceCueLists>> = learned.languages;
const compiled = new Map<string, PlaceCues | null>();

export function compilePlaceCues(lists: PlaceCueLists, language: string): PlaceCues {
  const lengths = [...new Set(lists.endings.map((ending) => [...ending].length))].sort((a, b) => b - a);
  return {
    nouns: new Set(lists.nouns),
    openers: new Set(lists.openers),
    closers: new Set(lists.closers),
    endings: lengths.map((length) => ({
      length,
      set: new Set(lists.endings.filter((ending) => [...ending].length === length)),
    })),
    inside: new Set(lists.inside),
    outside: new Set(lists.outside),
    minEndingWordLength: minEndingWordLength(language),
  };
}

function cuesOf(language: string): PlaceCues | null {
  if (!compiled.has(language)) {
    const lists = Object.hasOwn(learnedLists, language) ? learnedLists[language] : undefined;
    compiled.set(language, lists ? compilePlaceCues(lists, language) : null);
  }
  return compiled.get(language) ?? null;
}

const isInside = (token: PlaceToken | undefined, cues: PlaceCues) =>
  token !== undefined && (token.isNumber || cues.inside.has(token.key) || cues.nouns.has(token.key));

function hasPlaceEnding(token: PlaceToken, cues: PlaceCues): boolean {
  if (token.isNumber || cues.endings.length === 0 || cues.outside.has(token.key)) return false;
  const characters = [...token.key];
  if (characters.length < cues.minEndingWordLength) return false;
  return cues.endings.some(
    ({ length, set }) => characters.length > length && set.has(characters.slice(-length).join('')),
  );
}

export interface LearnedPlace {
  start: number;
  end: number;
  /** Which cue found it. */
  cue?: 'noun' | 'opener' | 'closer' | 'ending';
}

/** Widens the phrase [from, to] over the place words and numbers beside it, within its clause. */
function widen(tokens: PlaceToken[], from: number, to: number, cues: PlaceCues, left: boolean): LearnedPlace {
  let first = from;
  let last = to;
  const clause = tokens[from]?.clause;
  while (last - first + 1 < maxPhraseWords && tokens[last + 1]?.clause === clause && isInside(tokens[last + 1], cues))
    last += 1;
  while (
    left &&
    last - first + 1 < maxPhraseWords &&
    tokens[first - 1]?.clause === clause &&
    isInside(tokens[first - 1], cues)
  )
    first -= 1;
  return { start: tokens[first]?.start ?? 0, end: tokens[last]?.end ?? 0 };
}

/** The phrase after an opener ending at `at`: an article left out, the opener kept when it is a place word itself. */
function afterOpener(tokens: PlaceToken[], at: number, first: number, cues: PlaceCues): LearnedPlace | null {
  const clause = tokens[at]?.clause;
  let start = first;
  const next = tokens[start];
  if (!next || next.clause !== clause) return null;
  const isArticle = !isInside(next, cues) && [...next.key].length <= maxArticleLength;
  if (isArticle && tokens[start + 1]?.clause === clause) start += 1;
  if (cues.outside.has(tokens[start]?.key ?? '')) return null;
  if (isInside(tokens[at], cues)) return widen(tokens, at, start, cues, true);
  return widen(tokens, start, start, cues, false);
}

export interface LearnedPlaceOptions {
  /** Cue lists to read with instead of the learned file's (cross-validation). */
  lists?: PlaceCueLists;
  /** A part of a room ("floor", "Decke", "пол"): never a place on its own. */
  isSurface?: (phrase: string) => boolean;
}

/**
 * The place of a sentence by the learned cues, or null: the first place word, or the words after an opener,
 * before a closer, or a word with a place ending. A fallback when the vocabulary's own place nouns name none.
 */
export function findLearnedPlace(
  text: string,
  language: string,
  options: LearnedPlaceOptions = {},
): LearnedPlace | null {
  const cues = options.lists ? compilePlaceCues(options.lists, language) : cuesOf(language);
  if (!cues) return null;
  const tokens = placeTokens(text, language);
  const accept = (found: LearnedPlace | null) =>
    found && found.end > found.start && !options.isSurface?.(text.slice(found.start, found.end).toLowerCase())
      ? found
      : null;
  for (let i = 0; i < tokens.length; i += 1) {
    const found = accept(placeAt(tokens, i, cues));
    if (found) return found;
  }
  return null;
}

function placeAt(tokens: PlaceToken[], i: number, cues: PlaceCues): LearnedPlace | null {
  const token = tokens[i] as PlaceToken;
  if (cues.nouns.has(token.key)) return { ...widen(tokens, i, i, cues, true), cue: 'noun' };
  const next = tokens[i + 1];
  if (next && next.clause === token.clause && cues.openers.has(`${token.key} ${next.key}`)) {
    const found = afterOpener(tokens, i + 1, i + 2, cues);
    if (found) return { ...found, cue: 'opener' };
  }
  if (cues.openers.has(token.key)) {
    const found = afterOpener(tokens, i, i + 1, cues);
    if (found) return { ...found, cue: 'opener' };
  }
  const previous = tokens[i - 1];
  if (previous && previous.clause === token.clause && cues.closers.has(token.key) && !token.isNumber) {
    return { ...widen(tokens, i - 1, isInside(token, cues) ? i : i - 1, cues, true), cue: 'closer' };
  }
  return hasPlaceEnding(token, cues) ? { ...widen(tokens, i, i, cues, true), cue: 'ending' } : null;
}
