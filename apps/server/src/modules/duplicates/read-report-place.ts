import { createConceptMatcher, normaliseWords } from './duplicate-concept-matcher';
import {
  basementWords,
  groundLevelWords,
  levelWords,
  ordinalSuffixes,
  subwayWords,
  unspacedLevelNumerals,
} from './duplicate-place-numbers';
import { levelPlaceTypes, placeTypes } from './duplicate-place-types';

/** Where a report says the problem is, in terms that mean the same in every language. */
export interface ReportPlace {
  /** Kinds of place ("lift", "carPark", "toilets", "women"). */
  types: Set<string>;
  /** Levels: 0 the ground floor, -1 the first below it. */
  levels: Set<number>;
  /** Numbers and letters of a spot that is not a level: aisle 3, platform 2, room 204, corridor B. */
  spots: Set<string>;
  /**
   * The starts of its own words, those no kind of place names ("fiet" of "fietsenstalling"): a place the
   * tables do not know, told twice.
   */
  landmarks: Set<string>;
}

/** A landmark is a word of at least this many letters. */
const landmarkLength = 5;
/** Compared by their first letters only, so that inflections meet ("aulassa" / "aulan"). */
const landmarkStem = 4;

/** Words of a location that say where by something else, not what place it is ("behind", "neben"). */
const relationWords: ReadonlySet<string> = new Set(
  (
    'behind, outside, inside, front, between, under, above, beside, opposite, around, there, where, right, ' +
    'other, corner, section, middle, close, staff, children, childrens, visitor, visitors, public, upper, lower, ' +
    'north, south, little, small, large, outdoor, indoor, neben, hinter, gegenuber, zwischen, unter, vorne, hinten, draussen, ' +
    'drinnen, cerca, junto, frente, detras, entre, dentro, fuera, debajo, encima, delante, afuera, devant, ' +
    'derriere, dessous, dessus, proche, autour, dehors, dedans, vicino, dietro, davanti, sotto, sopra, fuori, ' +
    'accanto, presso, perto, atras, debaixo, naast, achter, tussen, onder, boven, buiten, binnen, tegenover, ' +
    'agter, langs, przed, miedzy, bakom, utanfor, bredvid, mellan, yaninda, onunde, arkasinda, icinde, ' +
    'altinda, ustunde, около, рядом, возле, перед, между, напротив, внутри, снаружи, dekat, depan, belakang, ' +
    'samping, dalam, sebelah, karibu, mbele, nyuma, ndani, kwenye'
  ).split(', '),
);

const places = createConceptMatcher(placeTypes);
const markers = createConceptMatcher({ ...levelWords, ground: groundLevelWords, basement: basementWords });
const levelNumeral = new RegExp(`([${Object.keys(unspacedLevelNumerals).join('')}])(?=[階楼层樓층])`, 'gu');
// A minus sign after a letter or a space is a level below the street ("P-1", "Ebene -1"), after a digit a range.
const piece = /(?<!\d)[-−]\d+|\d+|[\p{L}\p{M}]+/gu;
// One letter and a number name one spot: gate B4 is not gate C4 ("B4" and "4B" alike).
const spotCode = /(?<![\p{L}\p{N}])(?:\p{Script=Latin}\d{1,4}|\d{1,4}\p{Script=Latin})(?![\p{L}\p{N}])/gu;
const levelLinkers: ReadonlySet<string> = new Set(['ya']);
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Reads the kinds of place, levels and spot numbers of a location. Each number belongs to the place word
 * beside it ("Kuchnia, 3 piętro": level 3; "Aisle 3": spot 3); a number beside no place word is a spot.
 */
export function readReportPlace(location: string): ReportPlace {
  const codes = new Set<string>();
  const normalised = normaliseWords(location)
    .replace(subwayWords, ' ')
    .replace(levelNumeral, (numeral) => unspacedLevelNumerals[numeral] ?? numeral)
    .replace(spotCode, (code) => {
      // "2nd", "3e", "2a" are ordinals, not codes.
      if (/^\d/.test(code) && ordinalSuffixes.has(code.replace(/\d/g, ''))) return code;
      codes.add(code);
      return ' ';
    });
  const pieces = normalised.match(piece) ?? [];
  const words = pieces.map((p) => p.replace(/^[-−]/, ''));
  const spaced = words.join(' ');
  const read = places.read(spaced);
  const marked = markers.read(spaced);
  // Both matchers split `spaced` into the same words, so their word indexes line up with `pieces`.
  const typesAt = (index: number) => read.byWord[index] ?? [];
  const isLevelWord = (index: number) => typesAt(index).some((type) => levelPlaceTypes.has(type));
  const isSuffix = (index: number) => ordinalSuffixes.has(words[index] ?? '');
  const neighbours = (index: number) => {
    let before = index - 1;
    let after = index + 1;
    while (after < words.length && isSuffix(after)) after++;
    while (before >= 0 && isSuffix(before) && /\d/.test(words[before - 1] ?? '')) before--;
    return { before, after };
  };
  // In Chinese, Japanese and Korean the counter follows the number (4층 408호: the 408 is no level), while
  // "below ground" comes first (地下1階, 지하 3층).
  const besideLevel = (index: number) => {
    const { before, after } = neighbours(index);
    // Swahili links a level to its number: "ghorofa ya pili" (the floor of two), "ghorofa ya 3".
    const levelBefore = isLevelWord(before) || (levelLinkers.has(words[before] ?? '') && isLevelWord(before - 1));
    return isLevelWord(after) || (!unspaced.test(words[before] ?? '') && levelBefore);
  };
  const besideBasement = (index: number) => {
    const { before, after } = neighbours(index);
    return [before, after].some((at) => marked.byWord[at]?.includes('basement'));
  };

  const landmarks = new Set(
    words
      .filter((_word, index) => typesAt(index).length === 0 && (marked.byWord[index] ?? []).length === 0)
      .filter((word) => [...word].length >= landmarkLength && !/\d/.test(word) && !relationWords.has(word))
      .map((word) => [...word].slice(0, landmarkStem).join('')),
  );
  const result: ReportPlace = { types: new Set(read.all), levels: new Set(), spots: new Set(), landmarks };
  pieces.forEach((p, index) => {
    const markedHere = marked.byWord[index] ?? [];
    if (/^[-−]?\d+$/.test(p)) {
      const value = Number(p.replace('−', '-'));
      if (value < 0 || besideBasement(index)) result.levels.add(-Math.abs(value));
      else if (besideLevel(index)) result.levels.add(value);
      else result.spots.add(String(value));
      return;
    }
    if (markedHere.includes('ground')) result.levels.add(0);
    const ordinal = markedHere.find((concept) => /^\d+$/.test(concept));
    if (ordinal && besideLevel(index)) result.levels.add(Number(ordinal));
  });
  if (marked.all.has('basement') && ![...result.levels].some((level) => level < 0)) result.levels.add(-1);
  if (marked.all.has('ground') || marked.all.has('basement')) result.types.add('floor');
  for (const letter of spotLetters(location)) result.spots.add(letter);
  for (const code of codes) result.spots.add(code);
  return result;
}

/** "Corridor B", "Hall C": a capital letter alone names a spot (not the first word: "A la entrada"). */
function spotLetters(location: string): string[] {
  const letters: string[] = [];
  // "P-1" is a level below the street (read above), not spot P.
  const pattern = /(?<![\p{L}\p{N}])([A-HJ-Z])(?![\p{L}\p{N}'’]|\s?[-−]\d)/gu;
  for (const match of location.matchAll(pattern)) {
    if (location.slice(0, match.index).trim() !== '') letters.push(match[1]?.toLowerCase() ?? '');
  }
  return letters;
}
