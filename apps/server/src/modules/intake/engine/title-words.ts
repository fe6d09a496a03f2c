import { everyLanguageNeverLast, particleLanguages, postpositionalLanguages, titleCues } from './title-cues';
import { unspacedScript } from './title-segments';
import { vocabularies } from './vocabulary/all-vocabularies';
import { splitCues } from './vocabulary/cue-matcher';

/**
 * What a title must not start or end with in one language, compiled once from its vocabulary
 * (`greetings`, `at`, `near`) and title-cues.ts, in lower case. A greeting typed without its accents
 * greets too ("dobry den" as "dobrý den"), while "część" (a part) is no "cześć" (hi): only a word
 * typed in plain ASCII is compared with the greetings' folded forms.
 */
export interface TitleWords {
  /** Greetings as word sequences, by first word (as written, and folded), longest first. */
  greetings: ReadonlyMap<string, readonly Greeting[]>;
  /** Greetings of scripts without spaces, matched at the start of a run of letters, longest first. */
  greetingPrefixes: readonly string[];
  /** Never the last word. */
  neverLast: ReadonlySet<string>;
  /** Not the last word before the place left out (prepositions and what neverLast holds). */
  placeLast: ReadonlySet<string>;
  /** Not the last word where the length cut the title (all of the above, verbs and pronouns). */
  cutLast: ReadonlySet<string>;
  /** Words that open a place phrase ("in", "next", "à", "przy"). */
  placeOpeners: ReadonlySet<string>;
  /** Place phrases of several words ("next to", "à côté de"): dropped whole from a cut end. */
  cutPhrases: readonly string[][];
  /** Never the first word (as a word of its own, or a segment of a script without spaces). */
  neverFirst: ReadonlySet<string>;
  /** Never the first word when it stands alone (neverFirst, and Thai "ที่" but not "ที่จอดรถ"). */
  neverFirstAlone: ReadonlySet<string>;
  /** Particles that tie a place to what follows it, left out with the place. */
  afterPlace: ReadonlySet<string>;
  /**
   * Where place words follow their noun, the words left out before a place (its articles); null where
   * they precede it (placeLast then applies).
   */
  beforePlace: ReadonlySet<string> | null;
  /** Dots after a number mark an ordinal, not a sentence's end ("im 2. OG", "7. og 8. etasje"). */
  hasOrdinalDots: boolean;
}

/** A greeting's words as written ("cześć") and folded ("czesc"): a word typed without accents matches either. */
export interface Greeting {
  words: readonly string[];
  folded: readonly string[];
}

// biome-ignore format: word lists read better packed
const ordinalDotLanguages = new Set([
  'bs', 'cs', 'da', 'de', 'et', 'fi', 'hr', 'hu', 'is', 'lv', 'mk', 'no', 'pl', 'sk', 'sl', 'sr', 'tr',
]);
const combiningMarks = /[\u0300-\u036f]/g;

const printableAscii = /^[ -~]*$/;
/** Whether a word is typed in plain (printable) ASCII: it has no accents to fold. */
export const isAscii = (word: string): boolean => printableAscii.test(word);

/** Lower case without accents (the combining marks of Latin, Greek and Cyrillic letters). */
export function foldWord(word: string): string {
  const lowered = word.toLowerCase().replaceAll('’', "'");
  // Plain ASCII has nothing to fold: most words skip the normalization.
  return isAscii(lowered) ? lowered : lowered.normalize('NFD').replace(combiningMarks, '').normalize('NFC');
}

const toWords = (cue: string) => cue.replaceAll('*', '').replaceAll('’', "'").split(/\s+/).filter(Boolean);
// Function words keep their accents: folded, French "où" would be "ou" and Vietnamese "của" "cua".
const listOf = (list: string | undefined) =>
  splitCues(list ?? '')
    .map(toWords)
    .filter((words) => words.length > 0);

function indexGreetings(cues: readonly string[]): Map<string, Greeting[]> {
  const greetings = cues
    .map((cue) => ({ words: toWords(cue.toLowerCase()), folded: toWords(foldWord(cue)) }))
    .sort((a, b) => b.words.length - a.words.length);
  const byFirstWord = new Map<string, Greeting[]>();
  for (const greeting of greetings) {
    for (const first of new Set([greeting.words[0] ?? '', greeting.folded[0] ?? ''])) {
      byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), greeting]);
    }
  }
  return byFirstWord;
}

function compileTitleWords(languages: readonly string[], language: string | undefined): TitleWords {
  const greetingCues = languages.flatMap((code) => [
    ...splitCues(vocabularies[code]?.greetings ?? ''),
    ...splitCues(titleCues[code]?.greetings ?? ''),
  ]);
  const spaced = greetingCues.filter((cue) => !unspacedScript.test(cue));
  const cues = language ? titleCues[language] : undefined;
  const vocabulary = language ? vocabularies[language] : undefined;
  const neverLast = new Set([...listOf(cues?.neverLast).flat(), ...listOf(everyLanguageNeverLast).flat()]);
  const prepositions = listOf(cues?.cutLast).flat();
  const cutPhrases: string[][] = [];
  if (language && vocabulary && !postpositionalLanguages.has(language)) {
    // Plain locatives ("in", "im", "dans le") never end a clause, except where they are verb particles.
    const atWords = listOf(vocabulary.at).flat();
    if (!particleLanguages.has(language)) for (const word of atWords) neverLast.add(word);
    prepositions.push(...atWords);
    for (const phrase of listOf(vocabulary.near)) {
      prepositions.push(phrase[0] ?? '');
      if (phrase.length > 1) cutPhrases.push(phrase);
    }
  }
  const placeLast = new Set([...neverLast, ...prepositions]);
  const cutLast = new Set([...placeLast, ...listOf(cues?.looseLast).flat()]);
  return {
    greetings: indexGreetings(spaced),
    greetingPrefixes: greetingCues.filter((cue) => unspacedScript.test(cue)).sort((a, b) => b.length - a.length),
    neverLast,
    placeLast,
    cutLast,
    placeOpeners: new Set(prepositions),
    cutPhrases,
    neverFirst: new Set(listOf(cues?.neverFirst).flat()),
    neverFirstAlone: new Set([...listOf(cues?.neverFirst).flat(), ...listOf(cues?.standaloneFirst).flat()]),
    afterPlace: new Set(listOf(cues?.afterPlace).flat()),
    beforePlace:
      language !== undefined && postpositionalLanguages.has(language)
        ? new Set(listOf(cues?.beforePlace).flat())
        : null,
    hasOrdinalDots: language !== undefined && ordinalDotLanguages.has(language),
  };
}

const compiled = new Map<string, TitleWords>();
let anyLanguage: TitleWords | undefined;

/**
 * The title words of a language. Without one (a caller that does not know it), only the greetings
 * of every language: enough to tell a message that only greets, not to shape a title.
 */
export function getTitleWords(language?: string): TitleWords {
  if (language === undefined) {
    anyLanguage ??= compileTitleWords(Object.keys(vocabularies), undefined);
    return anyLanguage;
  }
  let words = compiled.get(language);
  if (!words) {
    words = compileTitleWords(['en', language], language);
    compiled.set(language, words);
  }
  return words;
}
