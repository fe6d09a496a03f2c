/** A word or a punctuation mark of the visitor's text, with where it sits in the original. */
export interface Token {
  text: string;
  /** Lower case, typographic apostrophes made plain: what cue lists are compared with. */
  key: string;
  start: number;
  end: number;
  isWord: boolean;
}

// Character kinds, as the tokenizer tells them apart.
const unknown = 0;
const wordKind = 1;
const spaceKind = 2;
const otherKind = 3;
const wordCharacter = /^[\p{L}\p{M}\p{N}]$/u;
const spaceCharacter = /^\s$/u;
// The kind of each character of the Basic Multilingual Plane, learnt on first sight: a turn reads
// thousands of characters, and a Unicode class test for each would cost more than the rest.
const bmpKinds = new Uint8Array(0x10000);

function kindOf(character: string): number {
  if (wordCharacter.test(character)) return wordKind;
  return spaceCharacter.test(character) ? spaceKind : otherKind;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
/** Length in UTF-16 units of the character at `index`: 2 for a surrogate pair. */
const widthAt = (text: string, index: number) =>
  isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1)) ? 2 : 1;

function kindAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  // A high surrogate's kind depends on the unit after it: it is never learnt.
  if (isHighSurrogate(code)) return kindOf(text.slice(index, index + widthAt(text, index)));
  let kind = bmpKinds[code] ?? unknown;
  if (kind === unknown) {
    kind = kindOf(text[index] ?? '');
    bmpKinds[code] = kind;
  }
  return kind;
}

const isJoiner = (code: number) => code === 0x27 || code === 0x2019 || code === 0x2d || code === 0x2e;

/**
 * Words (letters, marks, digits, joined by an apostrophe, hyphen or dot: "don't", "wi-fi", "e.g")
 * and every other visible character, one token each; spaces part them. The same tokens as the
 * pattern /([\p{L}\p{M}\p{N}]+(?:['’\-.][\p{L}\p{M}\p{N}]+)*)|[^\s\p{L}\p{M}\p{N}]/gu, a few times faster.
 * With `maxTokens`, only the first ones: the same tokens as the start of the whole list.
 */
export function tokenize(text: string, maxTokens = Number.POSITIVE_INFINITY): Token[] {
  const tokens: Token[] = [];
  const length = text.length;
  let index = 0;
  while (index < length && tokens.length < maxTokens) {
    const kind = kindAt(text, index);
    const start = index;
    index += isHighSurrogate(text.charCodeAt(index)) ? widthAt(text, index) : 1;
    if (kind === spaceKind) continue;
    if (kind === wordKind) {
      for (;;) {
        while (index < length) {
          const code = text.charCodeAt(index);
          if (code < 0xd800 ? bmpKinds[code] !== wordKind : kindAt(text, index) !== wordKind) {
            // A character not seen yet has no kind in bmpKinds: learn it.
            if (code >= 0xd800 || bmpKinds[code] !== unknown || kindAt(text, index) !== wordKind) break;
          }
          index += isHighSurrogate(code) ? widthAt(text, index) : 1;
        }
        if (index + 1 < length && isJoiner(text.charCodeAt(index)) && kindAt(text, index + 1) === wordKind) {
          index += 1;
          continue;
        }
        break;
      }
    }
    const value = text.slice(start, index);
    const lowered = value.toLowerCase();
    tokens.push({
      text: value,
      key: lowered.includes('’') ? lowered.replaceAll('’', "'") : lowered,
      start,
      end: index,
      isWord: kind === wordKind,
    });
  }
  return tokens;
}

/** The maximal runs of letters, marks and digits of a text ([\p{L}\p{M}\p{N}]+), each with its text. */
export interface WordRuns {
  starts: number[];
  ends: number[];
  words: string[];
}

export function findWordRuns(text: string): WordRuns {
  const runs: WordRuns = { starts: [], ends: [], words: [] };
  const length = text.length;
  let index = 0;
  while (index < length) {
    const isWord = kindAt(text, index) === wordKind;
    const start = index;
    index += isHighSurrogate(text.charCodeAt(index)) ? widthAt(text, index) : 1;
    if (!isWord) continue;
    while (index < length && kindAt(text, index) === wordKind) {
      index += isHighSurrogate(text.charCodeAt(index)) ? widthAt(text, index) : 1;
    }
    runs.starts.push(start);
    runs.ends.push(index);
    runs.words.push(text.slice(start, index));
  }
  return runs;
}

const numberWord = /^\p{N}+[\p{L}]?$/u;
export function isNumberToken(token: Token | undefined): boolean {
  return token?.isWord === true && numberWord.test(token.key);
}

/** A cue list compiled to word sequences, indexed by first word: each token is compared with a few, not all. */
export interface PhraseList {
  /** The phrases that start with a word, longest first so "next to" wins over "next". */
  byFirstWord: ReadonlyMap<string, readonly string[][]>;
}

export function toPhrases(cues: readonly string[]): PhraseList {
  const phrases = cues
    .map((cue) =>
      cue
        .toLowerCase()
        .replaceAll('’', "'")
        .split(/[\s,]+/)
        .filter(Boolean),
    )
    .sort((a, b) => b.length - a.length);
  const byFirstWord = new Map<string, string[][]>();
  for (const phrase of phrases) {
    const first = phrase[0] ?? '';
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), phrase]);
  }
  return { byFirstWord };
}

/** The length (in tokens) of the first phrase that starts at `index`, or 0. Punctuation inside a phrase is skipped. */
export function matchPhraseAt(tokens: Token[], index: number, phrases: PhraseList): number {
  const first = tokens[index]?.key;
  if (first === undefined) return 0;
  const candidates = phrases.byFirstWord.get(first);
  if (!candidates) return 0;
  // Every candidate starts with the token's word: compare from the second word on.
  for (const phrase of candidates) {
    let t = index + 1;
    let k = 1;
    for (; k < phrase.length; k += 1) {
      while (t < tokens.length && !tokens[t]?.isWord) t += 1;
      if (tokens[t]?.key !== phrase[k]) break;
      t += 1;
    }
    if (k === phrase.length) return t - index;
  }
  return 0;
}

/**
 * The text without its trailing run of characters of one class (`/[…]+$/u` with `kind` as `/[…]/u`),
 * scanned from the end: the regular expression tries every start of a run, quadratic on a long one.
 */
export function trimEndOf(text: string, kind: RegExp): string {
  let end = text.length;
  while (end > 0 && kind.test(text[end - 1] ?? '')) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}

/** The first letter in upper case (locale-aware), the rest untouched. */
export function capitalize(text: string, language: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  try {
    return head.toLocaleUpperCase(language) + text.slice(head.length);
  } catch {
    return head.toUpperCase() + text.slice(head.length);
  }
}
