import type { WordRuns } from '../words';
import { anyLetters, arabicScript, escapeRegex, splitCues } from './cue-matcher';

/**
 * A vocabulary's cue lists as word lookups: the text's words are read once and each is looked up in a
 * Map, instead of one regular expression per list scanning the text. It matches exactly what the
 * lists' regular expressions (compileCueList, spaced scripts) match: a cue's words as whole words, the
 * spaces between them as `[\s\-]+`, a `*` as any further letters, and the Arabic one-letter
 * prefixes and article before the first word when the list holds Arabic-script cues.
 */
interface IndexedCue {
  /** Bit of the list the cue belongs to. */
  list: number;
  /** Its words (maximal runs of letters, marks and digits), each with its `*`s. */
  words: string[];
  /**
   * For each word with a `*`, whether the text's word from a position matches it ("leak*": "leak", then
   * any letters, then no letter, mark or digit); null for a word matched as is.
   */
  globs: Array<WordGlob | null>;
  /** What may stand between two words: `[\s\-]+` for a space, other characters as written. */
  gaps: RegExp[];
}

export interface CueIndex {
  /** Cues by their first word, which must be whole: single words and phrases. */
  byFirstWord: Map<string, IndexedCue[]>;
  /** Cues whose first word has a `*`, by their first UTF-16 unit. */
  stemsByFirstUnit: Map<number, IndexedCue[]>;
  /** Lists whose cues may carry the Arabic prefixes. */
  prefixedLists: number;
}

const wordCharacter = /[\p{L}\p{M}\p{N}]/u;
const space = /\s/u;
// After a stem: more letters or marks, then no letter, mark or digit.
const stemEnding = /[\p{L}\p{M}]*(?![\p{L}\p{M}\p{N}])/uy;
const prefixLetters = 'وفبلك';
const article = 'ال';

type WordGlob = (text: string, at: number) => boolean;

const endsStem = (text: string, at: number) => {
  stemEnding.lastIndex = at;
  return stemEnding.test(text);
};

/**
 * A word with a trailing `*` shares one sticky regex (V8 compiles each Unicode letter class at a cost);
 * the rare word with a `*` inside ("živ*j*") gets its own.
 */
function globOf(word: string): WordGlob | null {
  const star = word.indexOf('*');
  if (star < 0) return null;
  const stem = word.slice(0, star);
  if (star === word.length - 1) return (text, at) => text.startsWith(stem, at) && endsStem(text, at + stem.length);
  const regex = new RegExp(`${word.split('*').map(escapeRegex).join(anyLetters)}(?![\\p{L}\\p{M}\\p{N}])`, 'uy');
  return (text, at) => {
    regex.lastIndex = at;
    return regex.test(text);
  };
}

/** A cue as words and gaps; null when it starts or ends with a character that is no letter, mark or digit. */
function parseCue(cue: string, list: number): IndexedCue | null {
  const body = cue.trim();
  const characters = Array.from(body);
  const last = Array.from(body.replace(/\*+$/, '')).at(-1) ?? '';
  if (!wordCharacter.test(characters[0] ?? '') || !wordCharacter.test(last)) return null;
  const words: string[] = [];
  const gaps: RegExp[] = [];
  let word = '';
  let gap = '';
  for (const character of characters) {
    if (wordCharacter.test(character) || character === '*') {
      if (gap) {
        gaps.push(new RegExp(`^(?:${gap})$`, 'u'));
        gap = '';
      }
      word += character;
      continue;
    }
    if (word) {
      words.push(word);
      word = '';
    }
    if (!space.test(character)) gap += escapeRegex(character);
    else if (!gap.endsWith('[\\s\\-]+')) gap += '[\\s\\-]+';
  }
  words.push(word);
  return { list, words, globs: words.map(globOf), gaps };
}

/**
 * The index of a vocabulary's lists (each list's bit is 1 << its position); lists holding a cue it
 * cannot index are left out and returned, to be matched with their regular expression.
 */
export function indexCueLists(lists: readonly string[]): { index: CueIndex; unindexed: number } {
  const index: CueIndex = { byFirstWord: new Map(), stemsByFirstUnit: new Map(), prefixedLists: 0 };
  let unindexed = 0;
  lists.forEach((list, position) => {
    const bit = 1 << position;
    const cues = splitCues(list).map((cue) => parseCue(cue, bit));
    if (cues.some((cue) => cue === null)) {
      unindexed |= bit;
      return;
    }
    if (splitCues(list).some((cue) => arabicScript.test(cue))) index.prefixedLists |= bit;
    for (const cue of cues as IndexedCue[]) {
      const first = cue.words[0] ?? '';
      if (cue.globs[0]) {
        const unit = first.charCodeAt(0);
        index.stemsByFirstUnit.set(unit, [...(index.stemsByFirstUnit.get(unit) ?? []), cue]);
      } else {
        index.byFirstWord.set(first, [...(index.byFirstWord.get(first) ?? []), cue]);
      }
    }
  });
  return { index, unindexed };
}

/** The rest of a phrase, from its second word on, follows the text's word `run`. */
function followsFrom(text: string, runs: WordRuns, run: number, cue: IndexedCue): boolean {
  for (let k = 1; k < cue.words.length; k += 1) {
    const at = run + k;
    const start = runs.starts[at];
    if (start === undefined) return false;
    if (!cue.gaps[k - 1]?.test(text.slice(runs.ends[at - 1], start))) return false;
    const glob = cue.globs[k];
    if (glob) {
      if (!glob(text, start)) return false;
    } else if (runs.words[at] !== cue.words[k]) return false;
  }
  return true;
}

/** The lists (of `allowed`) with a cue whose first word is `word`, starting at `start` inside the text's word `run`. */
function matchAt(
  text: string,
  runs: WordRuns,
  run: number,
  word: string,
  start: number,
  index: CueIndex,
  allowed: number,
) {
  let found = 0;
  for (const cue of index.byFirstWord.get(word) ?? noCues) {
    if (allowed & cue.list && !(found & cue.list) && followsFrom(text, runs, run, cue)) found |= cue.list;
  }
  for (const cue of index.stemsByFirstUnit.get(text.charCodeAt(start)) ?? noCues) {
    const glob = cue.globs[0];
    if (allowed & cue.list && !(found & cue.list) && glob?.(text, start) && followsFrom(text, runs, run, cue))
      found |= cue.list;
  }
  return found;
}
const noCues: readonly IndexedCue[] = [];

/** The lists of the index that the text names (the text's word runs read once). */
export function matchCueIndex(text: string, runs: WordRuns, index: CueIndex): number {
  let found = 0;
  for (let run = 0; run < runs.words.length; run += 1) {
    const word = runs.words[run] ?? '';
    const start = runs.starts[run] ?? 0;
    found |= matchAt(text, runs, run, word, start, index, -1);
    if (index.prefixedLists === 0) continue;
    // [وفبلك]?(?:ال)? before the first word.
    const letter = prefixLetters.includes(word[0] ?? '') ? 1 : 0;
    for (const skip of [letter, word.startsWith(article) ? 2 : 0, letter && word.startsWith(article, 1) ? 3 : 0]) {
      if (skip > 0 && skip < word.length) {
        found |= matchAt(text, runs, run, word.slice(skip), start + skip, index, index.prefixedLists);
      }
    }
  }
  return found;
}
