import type { CompiledVocabulary } from './vocabulary/compiled-vocabulary';
import { compileCueList, isWholeCue, toMatchingCase } from './vocabulary/cue-matcher';

export interface FoundPlace {
  start: number;
  end: number;
  /**
   * A preposition, a number or a second place came with the noun. A bare noun is often what is broken
   * ("Die Toilette ist verstopft"), not where: the caller then asks where. Languages that mark places
   * after the noun (Japanese, Turkish, Finnish...) always count.
   */
  hasContext: boolean;
  /** Where the whole phrase starts, with a left-out "in" (so a title can leave it all out). */
  phraseStart: number;
}

// A clause ends at these: a place phrase never runs across them.
const clauseEnd = /[,.;:!?。、，！？؟\n]/u;
// "Raum 12", "Raum 3.12", "gate B12", "room 2-14", "box 12a": a room's number keeps its parts.
// The word for "number" between them is each language's: "br. 2", "č. 3", "số 112", "नंबर २१४", "نمبر ۲۰۷".
const numberAfter =
  /^\s?(?:(?:no\.?|nr\.?|#|n°|nº|№|br\.|бр\.|č\.|št\.|broj|број|nummer|numer|number|số|namba|nomor|nombor|नंबर|नं\.|क्र\.|نمبر|شماره|رقم)\s?)?\p{L}?[-−]?\p{N}+(?:[./-]\p{N}+)*\p{L}?(?![\p{L}\p{N}])/u;
// "3号室", "二楼", "B2停车场": a number (with its counter) or a letter and digits before the noun.
const unspacedNumberBefore =
  /(?:[\p{N}一二三四五六七八九十百第]{1,4}[号番]?|(?<![A-Za-zＡ-Ｚ])[A-Za-zＡ-Ｚ]\p{N}{0,3})$/u;
// "3号室", "ชั้น 2", "会议室B", "地铁站A口": a number or a letter or two (never a word: "厕所wifi"), with one
// space at most (Thai writes one), and its counter.
const unspacedNumberAfter =
  /^(?: ?(?:[\p{N}一二三四五六七八九十百]+|[A-Za-zＡ-Ｚ]{1,2}(?![A-Za-zＡ-Ｚ])\p{N}*)[号番階楼层室口]?|[号番階楼层室])/u;
const maxGapWords = 3;
// "二階のトイレ", "2階の男子トイレ", "二楼的厕所": a particle and a word of two characters at most.
const unspacedLink = /^(?:.{0,2}|[の的].{0,2})$/su;
const isUnspacedLink = (gap: string) => unspacedLink.test(gap);
const maxLinkedPlaces = 3;
const commaOnly = /^\s*,\s*$/u;
const maxTriedPlaces = 6;

const digit = /\p{N}/uy;
const kanjiNumeral = /[一二三四五六七八九十百]/uy;
const ordinalEndings = ['', 'st', 'nd', 'rd', 'th', '.'];

/** Where the run of characters of `kind` (a sticky one-character class) that ends at `end` starts. */
function runStart(text: string, end: number, kind: RegExp): number {
  let start = end;
  while (start > 0) {
    const code = text.charCodeAt(start - 1);
    const isPair = code >= 0xdc00 && code <= 0xdfff && start >= 2 && (text.charCodeAt(start - 2) & 0xfc00) === 0xd800;
    kind.lastIndex = start - (isPair ? 2 : 1);
    if (!kind.test(text)) break;
    start -= isPair ? 2 : 1;
  }
  return start;
}

/**
 * The length of the number that ends the text ("2.", "3rd ", "第三", "二"), or 0: the match of
 * /(?:\p{N}+(?:st|nd|rd|th|\.)?|第?[一二三四五六七八九十百]+)\s?$/u, found from the end, as the regular
 * expression would try every start of a long run of digits.
 */
export function numberLengthAtEnd(text: string): number {
  let start = text.length;
  const ends = /\s/u.test(text.at(-1) ?? '') ? [text.length, text.length - 1] : [text.length];
  for (const end of ends) {
    for (const ending of ordinalEndings) {
      if (!text.endsWith(ending, end)) continue;
      const digits = runStart(text, end - ending.length, digit);
      if (digits < end - ending.length) start = Math.min(start, digits);
    }
    const numerals = runStart(text, end, kanjiNumeral);
    if (numerals < end) start = Math.min(start, text[numerals - 1] === '第' ? numerals - 1 : numerals);
  }
  return text.length - start;
}

interface CueMatch {
  start: number;
  end: number;
  /** The one-letter words glued before a Hebrew cue ("ב", "מה"), or "". */
  prefix: string;
}

function matchesIn(regex: RegExp | null, text: string): CueMatch[] {
  if (!regex) return [];
  regex.lastIndex = 0;
  return Array.from(text.matchAll(regex), (m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    prefix: m.groups?.prefix ?? '',
  }));
}

// A glued "in", "to" or "from" ("בחדר", "למטבח", "מהמחסן") is a preposition: the noun is a place.
const locativePrefix = /[בלמ]/u;
/**
 * Languages whose "in", "on", "near" come after the noun ("किचन में", "کاؤنٹر پر", "शौचालयमा"): a
 * word of their `at` or `near` list right after a place noun, or glued to its end, makes it a place.
 */
const postpositional = new Set(['hi', 'mr', 'ne', 'ur', 'bn', 'pa', 'gu', 'si']);
const spaceBefore = /^\s*/u;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;
const clauseEnds = new RegExp(clauseEnd, 'gu');
const digitBefore = /\p{N}$/u;

/**
 * Where the last clause end between `from` and `to` is, or -1. The dot of an ordinal ("im 2. Stock",
 * "3. kerros") ends no clause.
 */
function lastClauseEnd(text: string, from: number, to: number): number {
  let last = -1;
  clauseEnds.lastIndex = from;
  for (let mark = clauseEnds.exec(text); mark && mark.index < to; mark = clauseEnds.exec(text)) {
    const isOrdinal =
      mark[0] === '.' &&
      digitBefore.test(text.slice(Math.max(0, mark.index - 4), mark.index)) &&
      text[mark.index + 1] === ' ';
    if (!isOrdinal) last = mark.index;
  }
  clauseEnds.lastIndex = 0;
  return last;
}

/**
 * "the bin of the toilets" names the toilets as the place of the broken thing: "la papelera del baño",
 * "la luz du couloir". The "of" comes before the place noun in these languages...
 */
const genitiveCues: Readonly<Record<string, string>> = {
  es: 'de, del, de la, de los, de las',
  ca: "de, del, de la, dels, de les, de l', d'",
  pt: 'de, do, da, dos, das',
  gl: 'de, do, da, dos, das',
  fr: "de, du, de la, des, de l', d'",
  it: 'di, del, della, dello, dei, delle, degli, dell',
  nl: 'van de, van het',
  af: 'van die',
};
/** ...and after it in these: "किचन का नल" ("the kitchen's tap"), "गार्डन वाले रास्ते" ("the garden path"). */
const genitiveAfterCues: Readonly<Record<string, string>> = {
  hi: 'का, की, के, वाले, वाली, वाला',
  ur: 'کا, کی, کے, والے, والی, والا',
  ne: 'को, का, की',
  mr: 'चा, ची, चे, च्या, चं',
};
const genitiveCache = new Map<string, RegExp | null>();

function genitiveList(cues: Readonly<Record<string, string>>, key: string, language: string): RegExp | null {
  const cacheKey = `${key}:${language}`;
  if (!genitiveCache.has(cacheKey)) {
    const list = cues[language];
    genitiveCache.set(cacheKey, list ? compileCueList(list, { unspaced: false, flags: 'g' }) : null);
  }
  return genitiveCache.get(cacheKey) ?? null;
}

const genitivesBefore = (vocabulary: CompiledVocabulary) => genitiveList(genitiveCues, 'before', vocabulary.language);
const genitivesAfter = (vocabulary: CompiledVocabulary) =>
  genitiveList(genitiveAfterCues, 'after', vocabulary.language);

/** Lithuanian and Latvian say "in" with the noun's ending alone: "virtuvėje", "tualetē", "kāpnēs". */
const locativeEndings: Readonly<Record<string, RegExp>> = {
  lt: /(?:e|yje|oje|ėje|uje|iuje|uose|iuose|ose|ėse|yse)$/u,
  lv: /(?:ā|ē|ī|ū|os|ās|ēs|īs|ūs)$/u,
};

function hasLocativeEnding(word: string, language: string): boolean {
  return locativeEndings[language]?.test(word) ?? false;
}

/** A postposition follows the place noun, or ends it ("शौचालयमा" with "मा"). */
function hasPostposition(lowered: string, place: CueMatch, vocabulary: CompiledVocabulary): boolean {
  if (!postpositional.has(vocabulary.language)) return false;
  const word = lowered.slice(place.start, place.end);
  const after = lowered.slice(place.end, place.end + 40);
  const next = after.slice(spaceBefore.exec(after)?.[0].length ?? 0);
  for (const list of [vocabulary.at, vocabulary.near, genitivesAfter(vocabulary)]) {
    if (!list) continue;
    for (const match of matchesIn(list, next)) {
      if (match.start === 0) return true;
    }
    for (let length = 1; length <= 5 && length < [...word].length - 1; length += 1) {
      if (isWholeCue(list, word.slice(-length))) return true;
    }
  }
  return false;
}

/**
 * Finds the place in a sentence with a language's vocabulary (any language, no grammar): the first
 * place noun, widened to whole phrases: the preposition before it (kept, or left out when it is a plain
 * "in"), a number before or after ("2. Stock", "Raum 12", "3号室"), and the places joined to it
 * ("im Büro im zweiten Stock", "二階のトイレ"). Never cut inside a word; never across a clause.
 */
export function findPlace(text: string, vocabulary: CompiledVocabulary): FoundPlace | null {
  const lowered = toMatchingCase(text);
  const places = matchesIn(placesOf(vocabulary), lowered);
  const found = firstPlaceWithContext(text, lowered, places, vocabulary);
  if (found?.hasContext) return found;
  // "Teeküche", "fietsenstalling", "personalköket": the place noun ends a compound.
  if (compoundingLanguages.has(vocabulary.language)) {
    const tails = matchesIn(compoundTails(vocabulary), lowered);
    const inCompound = firstPlaceWithContext(text, lowered, tails, vocabulary);
    if (inCompound?.hasContext) return inCompound;
  }
  if (hasPrepositions(vocabulary)) return nearPhrase(lowered, vocabulary) ?? found;
  return found;
}

// The noun after "near": one word, or two after a short one ("neben der Hauswand", "vid kassorna").
const wordsAfterNear = /^\s*(?:[\p{L}\p{M}\p{N}'’-]{1,3}\s+)?[\p{L}\p{M}\p{N}'’-]+/u;
const letters3 = /\p{L}\p{M}*\p{L}\p{M}*\p{L}/u;

/** The language puts "in", "next to" before the noun (an `at` list, and no postpositions). */
const hasPrepositions = (vocabulary: CompiledVocabulary) =>
  vocabulary.at !== null && !vocabulary.unspaced && !postpositional.has(vocabulary.language);

/** "bij de koffieautomaat", "vid kassorna": a word of the `near` list makes a place of the words after it. */
function nearPhrase(lowered: string, vocabulary: CompiledVocabulary): FoundPlace | null {
  for (const near of matchesIn(vocabulary.near, lowered)) {
    const after = wordsAfterNear.exec(lowered.slice(near.end))?.[0] ?? '';
    const clause = lastClauseEnd(lowered, near.end, near.end + after.length);
    // "by the door": a part of a room is no place on its own.
    if (clause >= 0 || !letters3.test(after) || matchesIn(vocabulary.surfaces, after).length > 0) continue;
    return { start: near.start, end: near.end + after.length, hasContext: true, phraseStart: near.start };
  }
  return null;
}

/**
 * The first place with a preposition, a number or a second place, else the first place found: the
 * first noun is often the broken thing ("the toilet in the office is blocked").
 */
function firstPlaceWithContext(
  text: string,
  lowered: string,
  places: CueMatch[],
  vocabulary: CompiledVocabulary,
): FoundPlace | null {
  let firstFound: FoundPlace | null = null;
  for (let index = 0; index < places.length && index < maxTriedPlaces; index += 1) {
    if (index > 0 && (places[index]?.start ?? 0) < (firstFound?.end ?? 0)) continue;
    const found = placeFrom(text, lowered, places.slice(index), vocabulary);
    if (found?.hasContext) return found;
    firstFound ??= found;
  }
  return firstFound;
}

/**
 * Hebrew glues its one-letter words to the next one: "and"/"that" (ו ש), then "in"/"to"/"from"/"as"
 * (ב ל מ כ), then "the" (ה): "בחדר", "ובמטבח", "מהמחסן". The group is named: "in", "to" and "from"
 * make a place phrase of the noun.
 */
const hebrewPrefixes = '(?<prefix>[וש]?[בלמכ]?ה?)';
const prefixedLanguages = new Set(['he']);
const placesCache = new WeakMap<CompiledVocabulary, RegExp | null>();

/** The vocabulary's places regex, with Hebrew's glued prefixes. */
function placesOf(vocabulary: CompiledVocabulary): RegExp | null {
  const source = vocabulary.places?.source;
  if (!prefixedLanguages.has(vocabulary.language) || !source?.startsWith(wordStart)) return vocabulary.places;
  if (!placesCache.has(vocabulary)) {
    placesCache.set(vocabulary, new RegExp(`${wordStart}${hebrewPrefixes}${source.slice(wordStart.length)}`, 'gu'));
  }
  return placesCache.get(vocabulary) ?? null;
}

/** Languages that write compounds as one word: a place noun may end a longer word. */
const compoundingLanguages = new Set(['de', 'nl', 'sv', 'da', 'no', 'is', 'af']);
const wordStart = '(?<![\\p{L}\\p{M}\\p{N}])';
const compoundTailCache = new WeakMap<CompiledVocabulary, RegExp | null>();

/** The places regex with two letters or more before the noun, from the start of the word. */
function compoundTails(vocabulary: CompiledVocabulary): RegExp | null {
  if (compoundTailCache.has(vocabulary)) return compoundTailCache.get(vocabulary) ?? null;
  const source = vocabulary.places?.source;
  const regex = source?.startsWith(wordStart)
    ? new RegExp(`${wordStart}\\p{L}{2,}${source.slice(wordStart.length)}`, 'gu')
    : null;
  compoundTailCache.set(vocabulary, regex);
  return regex;
}

function placeFrom(
  text: string,
  lowered: string,
  places: CueMatch[],
  vocabulary: CompiledVocabulary,
): FoundPlace | null {
  const first = places[0];
  if (!first) return null;
  let start = first.start;
  let end = first.end;
  let hasContext =
    vocabulary.unspaced ||
    vocabulary.at === null ||
    hasPostposition(lowered, first, vocabulary) ||
    hasLocativeEnding(lowered.slice(first.start, first.end), vocabulary.language);
  let phraseStart = start;
  if (vocabulary.unspaced) {
    start -= unspacedNumberBefore.exec(lowered.slice(Math.max(0, start - 4), start))?.[0].length ?? 0;
    phraseStart = start;
  } else {
    const clauseStart = lastClauseEnd(lowered, 0, start) + 1;
    const before = lowered.slice(clauseStart, start);
    const openers = [
      ...matchesIn(vocabulary.near, before).map((m) => ({ ...m, keep: true })),
      ...matchesIn(vocabulary.at, before).map((m) => ({ ...m, keep: false })),
      ...matchesIn(genitivesBefore(vocabulary), before).map((m) => ({ ...m, keep: false })),
    ].filter((m) => wordsIn(before.slice(m.end)) <= 2);
    const opener = openers.sort((a, b) => a.start - b.start)[0];
    if (locativePrefix.test(first.prefix)) {
      hasContext = true;
      start += first.prefix.length;
    } else if (opener) {
      hasContext = true;
      phraseStart = clauseStart + opener.start;
      start = clauseStart + (opener.keep ? opener.start : opener.end);
      while (start < first.start && /\s/u.test(text[start] ?? '')) start += 1;
      // "en el techo del pasillo": the ceiling is where it drips, the corridor is the place.
      if (matchesIn(vocabulary.surfaces, lowered.slice(start, first.start)).length > 0) start = first.start;
    } else {
      const number = numberLengthAtEnd(before);
      if (number > 0) hasContext = true;
      start -= number;
      phraseStart = start;
    }
  }
  const extendEnd = () => {
    const after = lowered.slice(end);
    const number = (vocabulary.unspaced ? unspacedNumberAfter : numberAfter).exec(after)?.[0].length ?? 0;
    if (number > 0) hasContext = true;
    end += number;
  };
  extendEnd();
  // Places joined by a few words ("in the office on the second floor") belong to one location, and so does a
  // numbered level or row after a comma ("Garažna hiša, etaža -2", "parcarea subterană, nivelul -1").
  for (const next of places.slice(1, 1 + maxLinkedPlaces)) {
    if (next.start < end) continue;
    const gap = lowered.slice(end, next.start);
    const isNumberedAfterComma =
      !vocabulary.unspaced && commaOnly.test(gap) && numberAfter.test(lowered.slice(next.end));
    const isJoined = vocabulary.unspaced ? isUnspacedLink(gap) : wordsIn(gap) <= maxGapWords;
    if (!isNumberedAfterComma && (!isJoined || lastClauseEnd(lowered, end, next.start) >= 0)) break;
    end = next.end;
    hasContext = true;
    extendEnd();
  }
  return start < end ? { start, end, hasContext, phraseStart: Math.min(phraseStart, start) } : null;
}
