import { type CompiledVocabulary, vocabulariesFor } from './vocabulary/compiled-vocabulary';
import { escapeRegex, startsWithCue, toMatchingCase } from './vocabulary/cue-matcher';
import { capitalize } from './words';

const wordCharacter = /[\p{L}\p{M}\p{N}]/u;

const wordBefore = /([\p{L}\p{M}]+)\s+$/u;
const digitCharacter = /\p{N}/u;

/** The phrase starts with a preposition ("next to the escalators", "im 3. Stock"). */
function startsWithPreposition(phrase: string, vocabularies: readonly CompiledVocabulary[]): boolean {
  const lowered = toMatchingCase(phrase);
  return vocabularies.some((v) => startsWithCue(v.near, lowered) || startsWithCue(v.at, lowered));
}

/**
 * The text with the old places' words replaced by the new ones, in one pass, each as the corrections
 * say in turn ("2nd floor" → "3rd floor", then "3rd floor" → "4th floor"), matched without regard
 * to case and, in spaced scripts, as whole words ("The men's toilets on the 2nd floor" → "…on the 3rd
 * floor"). A new place that brings its preposition takes the old one's place ("in aisle 4" → "near the
 * freezers", not "in near the freezers").
 */
export function rewritePlaces(
  text: string,
  rewrites: ReadonlyArray<{ from: string; to: string }>,
  language: string,
  unspaced: boolean,
): string {
  const froms = [...new Set(rewrites.map((rewrite) => rewrite.from).filter(Boolean))];
  if (froms.length === 0) return text;
  froms.sort((a, b) => b.length - a.length);
  const vocabularies = vocabulariesFor(language);
  const pattern = new RegExp(froms.map(escapeRegex).join('|'), 'giu');
  let result = '';
  let copied = 0;
  for (const match of text.matchAll(pattern)) {
    const found = match[0];
    let start = match.index;
    const end = start + found.length;
    // Whole words; in any script, never a number inside a longer one ("2階" in "12階").
    const edge = unspaced ? digitCharacter : wordCharacter;
    if (edge.test(text[start - 1] ?? '') || edge.test(text[end] ?? '')) continue;
    let value = found;
    for (const rewrite of rewrites) if (toMatchingCase(value) === toMatchingCase(rewrite.from)) value = rewrite.to;
    if (value === found) continue;
    const before = unspaced ? null : wordBefore.exec(text.slice(Math.max(copied, start - 24), start));
    if (before?.[1] && startsWithPreposition(value, vocabularies) && startsWithPreposition(before[1], vocabularies)) {
      start -= before[0].length;
    }
    const isCapital = text[start] !== text[start]?.toLowerCase();
    result += text.slice(copied, start) + (isCapital ? capitalize(value, language) : value);
    copied = end;
  }
  return copied === 0 ? text : result + text.slice(copied);
}
