/**
 * Compiles a vocabulary's comma-separated cues into one regular expression, so a text is scanned once
 * per list (linear in the text), whatever the number of cues.
 *
 * Spaced scripts match whole words; a trailing `*` takes any ending, and so does a `*` inside a phrase
 * ("topl* vod*" is "topla voda", "toplo vodo"...) or a word ("živ*j*"). Scripts without spaces (Chinese,
 * Japanese, Thai) match anywhere. Arabic-script cues may carry the joined one-letter prefixes and the
 * article (و ف ب ل ك, ال).
 */
export const arabicScript = /[\u0600-\u06FF]/;
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function splitCues(list: string): string[] {
  return list
    .split(',')
    .map((cue) => cue.trim().toLowerCase())
    .filter(Boolean);
}

/** Any further letters, where a cue has a `*`. */
export const anyLetters = '[\\p{L}\\p{M}]*';

/**
 * A `*` that follows no letter: a `*` standing alone in a phrase ("caldera de gas * apagada") or right after an
 * apostrophe ("nell'* è spenta"). It is a word of its own, one or more letters, never none, as the cue index
 * reads it.
 */
const anyWord = '[\\p{L}\\p{M}]+';
/** The part of a word before a `*` that ends in an apostrophe or another mark: the `*` is a word of its own. */
const endsInMark = /[^\p{L}\p{M}\p{N}]$/u;

function wordBody(word: string): string {
  if (word === '*') return anyWord;
  const parts = word.split('*');
  return parts
    .map((part, position) => {
      const text = escapeRegex(part);
      if (position === parts.length - 1) return text;
      return text + (endsInMark.test(part) ? anyWord : anyLetters);
    })
    .join('');
}

function cueBody(cue: string): string {
  return cue.trim().split(/\s+/).map(wordBody).join('[\\s\\-]+');
}

/** A `*` that is not the cue's last character: the cue needs the letter class inside it. */
export const hasInnerStar = (cue: string): boolean => cue.slice(0, -1).includes('*');

/**
 * One regex for a list of cues, longest first (so "fire exit" wins over "fire"); null for an empty list.
 * Cues with a `*` share one "any ending" class: a Unicode letter class is costly for V8 to compile,
 * so the regex holds it a few times, never once per cue.
 */
export function compileCueList(list: string, options: { unspaced: boolean; flags?: string }): RegExp | null {
  // Cue texts are NFKC-folded (toCueText) and place searches are not: a cue that folding changes
  // (Armenian "և", Thai "ำ") is matched in both forms.
  const forms = splitCues(list).flatMap((cue) => {
    const folded = cue.normalize('NFKC');
    return folded === cue ? [cue] : [cue, folded];
  });
  const cues = [...new Set(forms)].sort((a, b) => b.length - a.length);
  if (cues.length === 0) return null;
  const globs = cues.filter(hasInnerStar);
  const plain = cues.filter((cue) => !hasInnerStar(cue));
  const stems = plain.filter((cue) => cue.endsWith('*')).map((cue) => cue.slice(0, -1));
  const words = plain.filter((cue) => !cue.endsWith('*'));
  const group = (items: string[]) => `(?:${items.map(cueBody).join('|')})`;
  if (options.unspaced) return new RegExp(group([...stems, ...words, ...globs]), `u${options.flags ?? ''}`);
  const arabic = cues.some((cue) => arabicScript.test(cue)) ? '(?:[وفبلك]?(?:ال)?)' : '';
  // Whole words first: "fire exit" must win over "fire*" ending at the space.
  const alternatives = [
    ...(words.length > 0 ? [group(words)] : []),
    ...(stems.length > 0 ? [`${group(stems)}${anyLetters}`] : []),
    // The few cues with a `*` inside carry the class themselves.
    ...(globs.length > 0 ? [group(globs)] : []),
  ];
  const source = `(?<![\\p{L}\\p{M}\\p{N}])${arabic}(?:${alternatives.join('|')})(?![\\p{L}\\p{M}\\p{N}])`;
  return new RegExp(source, `u${options.flags ?? ''}`);
}

/** Lower case of the same length, so positions found in it are positions in the original text. */
export function toMatchingCase(text: string): string {
  const lowered = text.toLowerCase();
  if (lowered.length === text.length) return lowered;
  return Array.from(text, (character) => {
    const lower = character.toLowerCase();
    return lower.length === character.length ? lower : character;
  }).join('');
}

const irregularSpacing = /[^\S ]| {2}/;

/** Lower-cases and folds the text so matching ignores case, width and stray spacing. */
export function normalizeForMatching(text: string): string {
  const folded = text.normalize('NFKC').toLowerCase();
  // Single plain spaces stay as they are: the copy is made only when some spacing changes.
  return (irregularSpacing.test(folded) ? folded.replace(/\s+/g, ' ') : folded).trim();
}

/** Where a cue list's regex first matches the text (from its start, whatever its `lastIndex`), or null. */
function firstMatch(regex: RegExp | null, text: string): RegExpExecArray | null {
  if (!regex) return null;
  regex.lastIndex = 0;
  const match = regex.exec(text);
  regex.lastIndex = 0;
  return match;
}

/** The text is one cue of the list, whole ("im" of the `at` list, "foto" of the captions). */
export function isWholeCue(regex: RegExp | null, text: string): boolean {
  const match = firstMatch(regex, text);
  return match?.index === 0 && match[0].length === text.length;
}

/** The text starts with a cue of the list ("next to the lifts" with the `near` list). */
export function startsWithCue(regex: RegExp | null, text: string): boolean {
  return firstMatch(regex, text)?.index === 0;
}
