/**
 * Small keyword matching that works across scripts without language-specific NLP.
 *
 * A pattern is a word or phrase; a trailing `*` lets it take any ending ("leak*" matches "leaking",
 * "pożar*" matches "pożaru"). Patterns written in Arabic script may carry the common one-letter
 * prefixes and the article (و ف ب ل ك, ال), because Arabic writes them joined to the word.
 * A trailing `~` marks a weak cue (half weight): a word that hints at a topic without settling it.
 */
const arabicScript = /[\u0600-\u06FF]/;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternSource(pattern: string): { source: string; firstWord: string } {
  const hasStar = pattern.endsWith('*');
  const words = (hasStar ? pattern.slice(0, -1) : pattern).trim().split(/\s+/);
  const body = words.map(escapeRegex).join('[\\s\\-]+');
  const prefix = arabicScript.test(pattern) ? '(?:[وفبلك]?(?:ال)?)' : '';
  const suffix = hasStar ? '[\\p{L}\\p{M}]*' : '';
  return {
    source: `(?<![\\p{L}\\p{M}\\p{N}])${prefix}${body}${suffix}(?![\\p{L}\\p{M}\\p{N}])`,
    firstWord: words[0] ?? '',
  };
}

/**
 * A compiled pattern with the literal it cannot match without. V8 compiles a regular expression on its
 * first two runs, and with these Unicode classes that costs about 0.6 ms each: the 500-odd patterns cost a
 * report's triage 600 ms of blocked event loop when every one ran. Most texts contain few of the literals,
 * so most patterns never run (and never compile).
 */
export interface Keyword {
  regex: RegExp;
  /** The first word, case-folded as `foldCase` folds the text. */
  literal: string;
}

/**
 * Lower case, with the Greek final sigma as σ: the regexes' Unicode case-insensitive flag treats ς and σ as
 * one letter, and `includes` must never rule out a text the regex would match.
 */
export const foldCase = (text: string): string => text.toLowerCase().replaceAll('ς', 'σ');

export function compileKeyword(pattern: string, flags = 'iu'): Keyword {
  const { source, firstWord } = patternSource(pattern);
  return { regex: new RegExp(source, flags), literal: foldCase(firstWord) };
}

/** Whether the keyword occurs in `text`; `folded` is `foldCase(text)`, computed once per text. */
export function keywordIn(keyword: Keyword, text: string, folded: string): boolean {
  if (!folded.includes(keyword.literal)) return false;
  keyword.regex.lastIndex = 0;
  return keyword.regex.test(text);
}

export interface CompiledCue<T> extends Keyword {
  value: T;
  weight: number;
}

export function compileCues<T>(entries: ReadonlyArray<readonly [T, readonly string[]]>): CompiledCue<T>[] {
  return entries.flatMap(([value, patterns]) =>
    patterns.map((pattern) => {
      const isWeak = pattern.endsWith('~');
      return { ...compileKeyword(isWeak ? pattern.slice(0, -1) : pattern), value, weight: isWeak ? 0.5 : 1 };
    }),
  );
}

/** Lower-cases and folds the text so that matching ignores case, width and stray spacing. */
export function normalizeForMatching(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
