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

export function compilePattern(pattern: string): RegExp {
  const hasStar = pattern.endsWith('*');
  const body = (hasStar ? pattern.slice(0, -1) : pattern).trim().split(/\s+/).map(escapeRegex).join('[\\s\\-]+');
  const prefix = arabicScript.test(pattern) ? '(?:[وفبلك]?(?:ال)?)' : '';
  const suffix = hasStar ? '[\\p{L}\\p{M}]*' : '';
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${prefix}${body}${suffix}(?![\\p{L}\\p{M}\\p{N}])`, 'iu');
}

export interface CompiledCue<T> {
  regex: RegExp;
  value: T;
  weight: number;
}

export function compileCues<T>(entries: ReadonlyArray<readonly [T, readonly string[]]>): CompiledCue<T>[] {
  return entries.flatMap(([value, patterns]) =>
    patterns.map((pattern) => {
      const isWeak = pattern.endsWith('~');
      return { regex: compilePattern(isWeak ? pattern.slice(0, -1) : pattern), value, weight: isWeak ? 0.5 : 1 };
    }),
  );
}

/** Lower-cases and folds the text so that matching ignores case, width and stray spacing. */
export function normalizeForMatching(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
