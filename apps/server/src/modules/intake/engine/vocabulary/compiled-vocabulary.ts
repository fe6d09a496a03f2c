import type { CategoryId } from '@sitewatch/shared';
import { vocabularies } from './all-vocabularies';
import { type CueIndex, indexCueLists } from './cue-index';
import { compileCueList, isWholeCue, splitCues } from './cue-matcher';
import { dangerWords } from './danger-words';
import { learnedPlaces } from './learned-places';
import { unspacedLanguages, type Vocabulary } from './vocabulary';

export interface CompiledVocabulary {
  language: string;
  unspaced: boolean;
  /** Global (`g`) regexes for finding positions; the others only test. */
  places: RegExp | null;
  surfaces: RegExp | null;
  near: RegExp | null;
  at: RegExp | null;
  greetings: RegExp | null;
  corrections: RegExp | null;
  another: RegExp | null;
  /** The correction and another-problem cues anywhere in a text, for their positions (`g`). */
  correctionsInside: RegExp | null;
  anotherInside: RegExp | null;
  /** A photo's caption words (`g`): "photo", "another picture", "noch ein Foto". */
  captions: RegExp | null;
  critical: RegExp | null;
  high: RegExp | null;
  medium: RegExp | null;
  benign: RegExp | null;
  /** The lists of danger-words.ts read in pairs (dangerPairs in match-vocabulary.ts), by name. */
  paired: Record<PairedList, RegExp | null>;
  categories: Array<{ category: CategoryId; regex: RegExp; list: number }>;
  /**
   * The signal lists as word lookups (spaced scripts), each list one bit (listBits, then the
   * categories'); the lists it leaves out are matched with their regular expression.
   */
  cueIndex: CueIndex | null;
  unindexedLists: number;
}

/** The lists of danger-words.ts that are danger only when another is named with them (match-vocabulary.ts). */
export const pairedLists = [
  'wet',
  'electrics',
  'gas',
  'escaping',
  'unwell',
  'burner',
  'arcing',
  'down',
  'unresponsive',
  'scorched',
] as const;
export type PairedList = (typeof pairedLists)[number];

/** The bits of the signal lists in a CompiledVocabulary's cue index; each category's follows. */
export const listBits = {
  critical: 1,
  high: 2,
  medium: 4,
  benign: 8,
  ...(Object.fromEntries(pairedLists.map((name, position) => [name, 16 << position])) as Record<PairedList, number>),
};
const firstCategoryBit = 16 << pairedLists.length;

const compiled = new Map<string, CompiledVocabulary>();

/** The vocabulary of a language, compiled once on first use; null for a language without one. */
export function getVocabulary(language: string): CompiledVocabulary | null {
  const cached = compiled.get(language);
  if (cached) return cached;
  // Own keys only: a language named "toString" or "constructor" has no vocabulary, not Object's methods.
  const vocabulary = Object.hasOwn(vocabularies, language) ? vocabularies[language] : undefined;
  if (!vocabulary) return null;
  const learned = Object.hasOwn(learnedPlaces, language) ? learnedPlaces[language] : undefined;
  const result = compileVocabulary(language, vocabulary, learned ?? '');
  compiled.set(language, result);
  return result;
}

/**
 * The vocabulary's places and the learned ones, less the learned words that are no place: a word of
 * the `at`, `near` or `surfaces` lists ("near", "window"), and a word of three letters or less that
 * the vocabulary does not list ("del", "the": a place phrase's little words, learned with it).
 */
function placesWithLearned(vocabulary: Vocabulary, learned: string, test: (list: string) => RegExp | null): string {
  if (!learned) return vocabulary.places;
  const own = new Set(splitCues(vocabulary.places));
  const notPlaces = [vocabulary.at, vocabulary.near, vocabulary.surfaces].map(test);
  const kept = splitCues(learned).filter((cue) => {
    const word = cue.replaceAll('*', '');
    if (notPlaces.some((regex) => isWholeCue(regex, word))) return false;
    return [...word].length > 3 || own.has(cue);
  });
  return kept.length > 0 ? `${vocabulary.places}, ${kept.join(', ')}` : vocabulary.places;
}

/**
 * A vocabulary compiled, with its language's danger words (danger-words.ts) and the place words learned from the corpus's labelled place spans
 * (models/place-words.json, written by `npm run train:triage`) added to its own.
 */
export function compileVocabulary(language: string, vocabulary: Vocabulary, learned: string): CompiledVocabulary {
  const unspaced = unspacedLanguages.has(language);
  const find = (list: string) => compileCueList(list, { unspaced, flags: 'g' });
  const test = (list: string) => compileCueList(list, { unspaced });
  const places = placesWithLearned(vocabulary, learned, test);
  const danger = Object.hasOwn(dangerWords, language) ? dangerWords[language] : undefined;
  const critical = danger ? `${vocabulary.critical}, ${danger.critical}` : vocabulary.critical;
  const categoryLists = Object.entries(vocabulary.categories).flatMap(([category, list]) => {
    const regex = list ? test(list) : null;
    return list && regex ? [{ category: category as CategoryId, regex, text: list }] : [];
  });
  const pairedText = (name: PairedList) => danger?.[name] ?? '';
  // In listBits' order: the index's list positions are those bits.
  const signalTexts = [
    critical,
    vocabulary.high,
    vocabulary.medium,
    vocabulary.benign ?? '',
    ...pairedLists.map(pairedText),
    ...categoryLists.map((entry) => entry.text),
  ];
  const indexed = unspaced ? null : indexCueLists(signalTexts);
  const result: CompiledVocabulary = {
    language,
    unspaced,
    places: find(places),
    surfaces: find(vocabulary.surfaces),
    near: find(vocabulary.near),
    at: find(vocabulary.at),
    greetings: test(vocabulary.greetings),
    corrections: test(vocabulary.corrections),
    another: test(vocabulary.another),
    correctionsInside: find(vocabulary.corrections),
    anotherInside: find(vocabulary.another),
    captions: find(vocabulary.captions),
    critical: test(critical),
    high: test(vocabulary.high),
    medium: test(vocabulary.medium),
    benign: find(vocabulary.benign ?? ''),
    paired: Object.fromEntries(pairedLists.map((name) => [name, test(pairedText(name))])) as Record<
      PairedList,
      RegExp | null
    >,
    categories: categoryLists.map(({ category, regex }, position) => ({
      category,
      regex,
      list: firstCategoryBit << position,
    })),
    cueIndex: indexed?.index ?? null,
    unindexedLists: indexed?.unindexed ?? -1,
  };
  return result;
}

/** The visitor's language first, then English (many visitors write English whatever the page says). */
export function vocabulariesFor(language: string | undefined): CompiledVocabulary[] {
  const own = language ? getVocabulary(language) : null;
  const english = getVocabulary('en');
  return [own, language === 'en' ? null : english].filter((v): v is CompiledVocabulary => v !== null);
}

/** The languages whose vocabulary is compiled so far. */
export function compiledLanguages(): string[] {
  return [...compiled.keys()];
}

/**
 * Each signal list's bit (listBits, then each category's) and regex: what the cue index stands for, and what
 * matching runs as a regex for the lists the index leaves out.
 */
export function signalLists(vocabulary: CompiledVocabulary): Array<[number, RegExp | null]> {
  return [
    [listBits.critical, vocabulary.critical],
    [listBits.high, vocabulary.high],
    [listBits.medium, vocabulary.medium],
    [listBits.benign, vocabulary.benign],
    ...pairedLists.map((name): [number, RegExp | null] => [listBits[name], vocabulary.paired[name]]),
    ...vocabulary.categories.map((entry): [number, RegExp] => [entry.list, entry.regex]),
  ];
}

/**
 * The regexes a vocabulary's matching runs on every message: the signal lists the cue index reads
 * (matchCueIndex) never run their own regex, so warming those would only compile code that is never used. The
 * benign compounds' regex runs only once the index has found one ("fire exit", "toy gun": blanked before the
 * danger words are read), and with a `*` inside many of its cues, each carrying a Unicode letter class, it is the
 * costliest to compile (up to 80 ms): it compiles on that first use instead of on every language's first message.
 */
export function regexesInUse(vocabulary: CompiledVocabulary): RegExp[] {
  const signal = signalLists(vocabulary);
  const isSignal = new Set(signal.map(([, regex]) => regex));
  const others = Object.values(vocabulary).filter(
    (value): value is RegExp => value instanceof RegExp && !isSignal.has(value),
  );
  const unindexed = signal.flatMap(([bit, regex]) => (regex && vocabulary.unindexedLists & bit ? [regex] : []));
  return [...others, ...unindexed];
}

/**
 * Compiles the given languages' cue lists (every language by default) in the background, one language per
 * turn of the event loop: V8 compiles a regex on its first use, and a visitor's first message should not
 * wait for that. Each language costs memory once compiled (all 57 together about 45 MB of the process),
 * so the server warms only English, every visitor's fallback; another language compiles on its first
 * message (a median of 70 ms a language on a 2-core machine with the other core busy; 110 ms when the lists the
 * cue index reads were warmed too).
 */
export function warmUpVocabularies(languages: readonly string[] = Object.keys(vocabularies)): Promise<void> {
  return new Promise((resolve) => {
    const codes = [...languages];
    const next = () => {
      const code = codes.shift();
      if (!code) return resolve();
      const vocabulary = getVocabulary(code);
      const regexes = vocabulary ? regexesInUse(vocabulary) : [];
      // V8 runs a new regex in its interpreter first and compiles it to machine code on a later run.
      for (const regex of regexes) {
        for (let run = 0; run < 3; run += 1) {
          regex.lastIndex = 0;
          regex.test('warm up, 1');
        }
        regex.lastIndex = 0;
      }
      setImmediate(next);
    };
    setImmediate(next);
  });
}
