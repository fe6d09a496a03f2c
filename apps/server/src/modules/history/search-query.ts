/** At most this many words of a search are used; more only slows the query down. */
const maxWords = 8;

/**
 * A PostgreSQL tsquery for a visitor-style search: every word must appear, each as a prefix
 * ("leak" finds "leaking"). Only letters and digits survive, so the text can never be tsquery
 * syntax; null when nothing searchable is left.
 */
export function toPrefixTsquery(text: string | undefined): string | null {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, maxWords);
  return unique.length === 0 ? null : unique.map((word) => `${word}:*`).join(' & ');
}
