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
 * Lower case, with the Greek final sigma as σ: the regexes' Unicode case-insensitive flag treats ς and σ as
 * one letter, and `includes` must never rule out a text the regex would match.
 */
export const foldCase = (text: string): string => text.toLowerCase().replaceAll('ς', 'σ');

/**
 * A pattern with the literal it cannot match without. V8 compiles a regular expression on its first two runs,
 * and with these Unicode classes that costs about 0.6 ms each: the 500-odd patterns cost a report's triage
 * 600 ms of blocked event loop when every one ran. Most texts contain few of the literals, so most patterns
 * never run, and their regular expression is not even built (building all of them took about 80 ms of
 * start-up).
 */
export class Keyword {
  /** The first word, case-folded as `foldCase` folds the text. */
  readonly literal: string;
  readonly #source: string;
  readonly #flags: string;
  #regex: RegExp | undefined;

  constructor(pattern: string, flags = 'iu') {
    const { source, firstWord } = patternSource(pattern);
    this.literal = foldCase(firstWord);
    this.#source = source;
    this.#flags = flags;
  }

  /** Built on first use, then the same one. */
  get regex(): RegExp {
    this.#regex ??= new RegExp(this.#source, this.#flags);
    return this.#regex;
  }
}

export function compileKeyword(pattern: string, flags = 'iu'): Keyword {
  return new Keyword(pattern, flags);
}

/** Whether the keyword occurs in `text`; `folded` is `foldCase(text)`, computed once per text. */
export function keywordIn(keyword: Keyword, text: string, folded: string): boolean {
  if (!folded.includes(keyword.literal)) return false;
  const { regex } = keyword;
  regex.lastIndex = 0;
  return regex.test(text);
}

/** A keyword that stands for a value (a category, a priority), at full or half weight. */
export class CompiledCue<T> extends Keyword {
  constructor(
    pattern: string,
    readonly value: T,
    readonly weight: number,
  ) {
    super(pattern);
  }
}

export function compileCues<T>(entries: ReadonlyArray<readonly [T, readonly string[]]>): CompiledCue<T>[] {
  return entries.flatMap(([value, patterns]) =>
    patterns.map((pattern) => {
      const isWeak = pattern.endsWith('~');
      return new CompiledCue(isWeak ? pattern.slice(0, -1) : pattern, value, isWeak ? 0.5 : 1);
    }),
  );
}

/** Lower-cases and folds the text so that matching ignores case, width and stray spacing. */
export function normalizeForMatching(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
