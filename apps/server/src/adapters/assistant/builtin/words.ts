/** A word or a punctuation mark of the visitor's text, with where it sits in the original. */
export interface Token {
  text: string;
  /** Lower case, typographic apostrophes made plain: what cue lists are compared with. */
  key: string;
  start: number;
  end: number;
  isWord: boolean;
}

const tokenPattern = /[\p{L}\p{M}\p{N}]+(?:['’\-.][\p{L}\p{M}\p{N}]+)*|[^\s\p{L}\p{M}\p{N}]/gu;

export function tokenize(text: string): Token[] {
  return Array.from(text.matchAll(tokenPattern), (match) => {
    const value = match[0];
    const start = match.index ?? 0;
    return {
      text: value,
      key: value.toLowerCase().replaceAll('’', "'"),
      start,
      end: start + value.length,
      isWord: /[\p{L}\p{M}\p{N}]/u.test(value),
    };
  });
}

export function isNumberToken(token: Token | undefined): boolean {
  return Boolean(token?.isWord && /^\p{N}+[\p{L}]?$/u.test(token.key));
}

/** A cue list compiled to word sequences, longest first so "next to" wins over "next". */
export function toPhrases(cues: readonly string[]): string[][] {
  return cues
    .map((cue) =>
      cue
        .toLowerCase()
        .replaceAll('’', "'")
        .split(/[\s,]+/)
        .filter(Boolean),
    )
    .sort((a, b) => b.length - a.length);
}

/** The length (in tokens) of the first phrase that starts at `index`, or 0. Punctuation inside a phrase is skipped. */
const phrasesByFirstWord = new WeakMap<string[][], Map<string, string[][]>>();

/** The phrases that can start with this word (longest first): each token is compared with a few, not all. */
function candidatesFor(phrases: string[][], word: string): string[][] {
  let index = phrasesByFirstWord.get(phrases);
  if (!index) {
    index = new Map();
    for (const phrase of phrases) {
      const first = phrase[0] ?? '';
      index.set(first, [...(index.get(first) ?? []), phrase]);
    }
    phrasesByFirstWord.set(phrases, index);
  }
  return index.get(word) ?? [];
}

export function matchPhraseAt(tokens: Token[], index: number, phrases: string[][]): number {
  const first = tokens[index]?.key;
  if (first === undefined) return 0;
  for (const phrase of candidatesFor(phrases, first)) {
    let t = index;
    let ok = true;
    for (const word of phrase) {
      while (tokens[t] && !tokens[t]?.isWord && t > index) t += 1;
      if (tokens[t]?.key !== word) {
        ok = false;
        break;
      }
      t += 1;
    }
    if (ok) return t - index;
  }
  return 0;
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
