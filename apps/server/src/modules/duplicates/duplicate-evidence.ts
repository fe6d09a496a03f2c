import { broadPlaceTypes, placeTypes } from './duplicate-place-types';
import { broadSymptoms } from './duplicate-problem-symptoms';
import { type ReportPlace, readReportPlace } from './read-report-place';
import { type ReportProblem, readReportProblem } from './read-report-problem';

/** A report as duplicate detection compares it: its place, its problem and its triaged category. */
export interface ReportReading {
  place: ReportPlace;
  problem: ReportProblem;
  category: string;
  /**
   * Things the location names that are also places (the toilets, the lift): where it is, even where the place
   * reading found no word (scripts whose vowels are marks, as Hindi's).
   */
  placeThings: Set<string>;
}

/** pg_trgm similarity of two reports' text and of their locations (0–1). */
export interface Similarity {
  text: number;
  location: number;
}

export function readReport(report: {
  title: string;
  description: string;
  location: string;
  category: string;
}): ReportReading {
  const place = readReportPlace(report.location);
  const placeThings = new Set(
    [...readReportProblem(report.location).things].filter((thing) => Object.hasOwn(placeTypes, thing)),
  );
  const problem = readReportProblem(`${report.title}\n${report.description}`);
  const atToilets = place.types.has('toilets') || placeThings.has('toilets') || problem.things.has('toilets');
  return { place, problem: inferThings(problem, atToilets), category: report.category, placeThings };
}

/**
 * What the words leave to the place: "no paper" in the toilets is the toilet paper ("нема хартија во
 * тоалетот"), elsewhere it stays paper (the printer's); and "it is dark", with nothing else named, is about
 * the lights.
 */
function inferThings(problem: ReportProblem, atToilets: boolean): ReportProblem {
  const things = new Set(problem.things);
  if (things.has('paper')) {
    const toldWhich = things.has('toiletPaper') || things.has('paperTowels');
    if (toldWhich || atToilets) things.delete('paper');
    if (!toldWhich && atToilets) things.add('toiletPaper');
  }
  if (problem.things.size === 0 && problem.symptoms.has('dark')) things.add('light');
  return { things, symptoms: problem.symptoms };
}

/**
 * same: one kind of place in both (a broad one only with the same number: "Room 12" / "Sala 12");
 * other: their levels, spot numbers or who the place is for (ladies / gents) disagree;
 * apart: each names a kind of place the other does not, and they share none (the kitchen / the lift);
 * unknown: nothing to tell.
 */
export type PlaceMatch = 'same' | 'other' | 'apart' | 'unknown';

const disagree = <T>(a: Set<T>, b: Set<T>) => a.size > 0 && b.size > 0 && ![...a].some((value) => b.has(value));
const shared = <T>(a: Set<T>, b: Set<T>) => [...a].filter((value) => b.has(value));
const only = <T>(a: Set<T>, b: Set<T>) => [...a].filter((value) => !b.has(value));

export function comparePlaces(a: ReportPlace, b: ReportPlace, locationSimilarity: number): PlaceMatch {
  const genders = (place: ReportPlace) =>
    new Set([...place.types].filter((type) => type === 'women' || type === 'men'));
  if (disagree(a.levels, b.levels) || disagree(a.spots, b.spots) || disagree(genders(a), genders(b))) return 'other';
  const common = shared(a.types, b.types);
  const sameNumber = shared(a.levels, b.levels).length > 0 || shared(a.spots, b.spots).length > 0;
  if (common.some((type) => !broadPlaceTypes.has(type))) return 'same';
  if (common.length > 0 && sameNumber) return 'same';
  if (locationSimilarity >= 0.6) return 'same';
  const specificA = [...a.types].filter((type) => !broadPlaceTypes.has(type));
  const specificB = [...b.types].filter((type) => !broadPlaceTypes.has(type));
  if (specificA.length > 0 && specificB.length > 0) return 'apart';
  // A place the tables do not know, named by the same word in both ("by the fietsenstalling" / "at the
  // fietsenhok"); not beside a kind of place they do know ("staff kitchen" / "staff room").
  const unknownPlaces = specificA.length === 0 && specificB.length === 0;
  const sharesLandmark = shared(a.landmarks, b.landmarks).length > 0;
  if (unknownPlaces && sharesLandmark) return 'same';
  // Each names a place of its own the tables do not know, and nothing of the two agrees ("behind the sports
  // centre" / "behind the community hall").
  if (common.length === 0 && a.landmarks.size > 0 && b.landmarks.size > 0 && !sharesLandmark) return 'apart';
  return 'unknown';
}

/**
 * Things that say little about which problem it is: many reports at a place have some, and "the machine"
 * (vending) may be the coffee machine or the snack machine.
 */
export const broadThings: ReadonlySet<string> = new Set(['water', 'ceiling', 'door', 'money', 'droppings', 'vending']);

/** What a mess is made of: what was spilled, dropped or left, or what it smells of. */
const messThings: ReadonlySet<string> = new Set(['milk', 'eggs', 'glass', 'vomit', 'urine', 'droppings', 'coffee']);

/** Places that are themselves what breaks: "the lift is stuck" at the lift is about the lift. */
const equipmentPlaces: ReadonlySet<string> = new Set(['lift', 'escalator', 'toilets', 'shower']);

export interface ProblemMatch {
  /** How much the two reports' words agree on what is wrong (things 1, broad things and symptoms less). */
  support: number;
  /** Each names a thing the other does not, and they share none: two problems (milk and eggs). */
  conflict: boolean;
  /** Their specific symptoms differ (leaking / blocked): the same thing, maybe not the same problem. */
  symptomsDisagree: boolean;
  /** One names a thing the other does not, and they share none (the sink / the toilet, at the toilets). */
  lopsided: boolean;
  /** They name one specific thing (the radiator, the card reader), not only broad ones (water, the door). */
  sharesThing: boolean;
  /** They name only the same things and the same specific trouble: the one thing told twice. */
  tellsTheSame: boolean;
  /**
   * Lopsided only by what a mess is made of (urine, vomit, coffee), with one specific trouble told by both
   * ("it stinks of urine in the lift" / "the lift stinks"): the other report's word for it was not read, or
   * not said. A thing that breaks (the tap, the sink) tells which problem it is, so it never counts here.
   */
  differsByAMess: boolean;
}

/**
 * Symptoms that tell the same state in other words: a leak makes the floor wet, a blocked toilet
 * overflows. Two reports whose specific symptoms share no family say different things are wrong ("the
 * heating is off" / "the radiator leaks"; "too cold" / "too hot").
 */
const symptomFamilies: Readonly<Record<string, string>> = {
  leak: 'wet',
  wet: 'wet',
  spill: 'wet',
  slippery: 'wet',
  blocked: 'blocked',
  full: 'blocked',
  dirty: 'dirty',
  smell: 'dirty',
  cold: 'cold',
  hot: 'hot',
  flicker: 'failing',
  noise: 'failing',
  theft: 'theft',
};

const familiesOf = (symptoms: Set<string>) =>
  new Set(
    [...symptoms]
      .filter((symptom) => !broadSymptoms.has(symptom))
      .map((symptom) => symptomFamilies[symptom] ?? symptom),
  );

function symptomsDisagree(a: Set<string>, b: Set<string>): boolean {
  return disagree(familiesOf(a), familiesOf(b));
}

/** Both tell the same specific trouble, or neither tells one ("leaking" / "a puddle"; "broken" / "not working"). */
function sameSymptomFamilies(a: Set<string>, b: Set<string>): boolean {
  const familiesA = familiesOf(a);
  const familiesB = familiesOf(b);
  return familiesA.size === familiesB.size && [...familiesA].every((family) => familiesB.has(family));
}

/** A symptom of the same family in other words: as much as one specific symptom in the same words. */
const familySupport = 0.5;

const weightOfThing = (thing: string) => (broadThings.has(thing) ? 0.5 : 1);
const weightOfSymptom = (symptom: string) => (broadSymptoms.has(symptom) ? 0.25 : 0.5);
const specific = (things: string[]) => things.filter((thing) => !broadThings.has(thing));

/**
 * Compares what two reports say is wrong. A thing that is the place itself ("the lift" of a report at the
 * car park lift) says where, not what: it counts only when neither report names anything else ("the lift
 * is stuck" / "the lift does not work"), not against "the lift smells of urine".
 */
export function compareProblems(a: ReportReading, b: ReportReading): ProblemMatch {
  const places = new Set([...a.place.types, ...b.place.types, ...a.placeThings, ...b.placeThings]);
  const thingsOf = (reading: ReportReading) =>
    new Set([...reading.problem.things].filter((thing) => !places.has(thing)));
  const thingsA = thingsOf(a);
  const thingsB = thingsOf(b);
  const commonThings = shared(thingsA, thingsB);
  const ownA = specific(only(thingsA, thingsB));
  const ownB = specific(only(thingsB, thingsA));
  const commonSpecific = specific(commonThings);
  const commonSymptoms = shared(a.problem.symptoms, b.problem.symptoms);
  // The lift itself is what is wrong only when both say the same is wrong with it (stuck / not working),
  // not "the lift is stuck" and "the lift smells".
  const placeIsTheThing =
    commonSpecific.length === 0 &&
    ownA.length === 0 &&
    ownB.length === 0 &&
    commonSymptoms.length > 0 &&
    shared(a.problem.things, b.problem.things).some((thing) => places.has(thing) && equipmentPlaces.has(thing));
  // The same state told in other words ("a puddle" / "slippery"; "overflowing" / "blocked") agrees as one
  // specific symptom does.
  const commonFamilies = shared(familiesOf(a.problem.symptoms), familiesOf(b.problem.symptoms));
  const toldAlike = commonFamilies.filter(
    (family) => !commonSymptoms.some((symptom) => (symptomFamilies[symptom] ?? symptom) === family),
  );
  const support =
    commonThings.reduce((sum, thing) => sum + weightOfThing(thing), 0) +
    (placeIsTheThing ? 1 : 0) +
    commonSymptoms.reduce((sum, symptom) => sum + weightOfSymptom(symptom), 0) +
    toldAlike.length * familySupport;
  // One report naming a thing the other does not is a detail when they share a thing, another problem when
  // both name their own ("the lift is stuck" and "the lift light is out" share only "broken").
  const conflict = commonSpecific.length === 0 && ownA.length > 0 && ownB.length > 0;
  const lopsided = commonSpecific.length === 0 && ownA.length + ownB.length > 0;
  // One names a thing of its own, the other a trouble of its own: two sides of the one thing, maybe two
  // problems ("out of paper" and "makes a strange noise", at the printer).
  const familiesA = familiesOf(a.problem.symptoms);
  const familiesB = familiesOf(b.problem.symptoms);
  const ownTrouble = (families: Set<string>, other: Set<string>) => [...families].some((family) => !other.has(family));
  // A mess (droppings, vomit) is itself a trouble, not another side of the thing.
  const ownThing = (own: string[]) => own.some((thing) => !messThings.has(thing));
  const eachTellsItsOwn =
    (ownThing(ownA) && ownTrouble(familiesB, familiesA)) || (ownThing(ownB) && ownTrouble(familiesA, familiesB));
  const differentSymptoms = symptomsDisagree(a.problem.symptoms, b.problem.symptoms) || eachTellsItsOwn;
  const capped = lopsided || differentSymptoms ? Math.min(support, 0.5) : support;
  return {
    support: capped,
    conflict,
    symptomsDisagree: differentSymptoms,
    lopsided,
    sharesThing: commonSpecific.length > 0 || placeIsTheThing,
    tellsTheSame:
      only(thingsA, thingsB).length === 0 &&
      only(thingsB, thingsA).length === 0 &&
      sameSymptomFamilies(a.problem.symptoms, b.problem.symptoms),
    differsByAMess: lopsided && commonFamilies.length > 0 && [...ownA, ...ownB].every((thing) => messThings.has(thing)),
  };
}

/**
 * How much agreement on what is wrong a merge needs, by how the two categories compare. The learned
 * category mostly agrees across languages, but says OTHER when unsure, and a leak may be triaged PLUMBING
 * once and CLEANING once: two categories ask for more of the words, they do not forbid.
 * Tuned on test/duplicates/duplicate-pairs.ts (duplicate-detection.test.ts prints precision, recall and each miss).
 */
export const requiredSupport = { sameCategory: 1, oneUnsure: 1, twoCategories: 1.25, oneThing: 1 } as const;

/**
 * The same (sure) category at one place: how much agreement on what is wrong it needs; where nothing tells
 * the place, a specific thing and more.
 */
export const categoryAndPlace = { support: 0.5, placeUnknownSupport: 2 } as const;

/** The old rule, kept for reports told in the same words: trigram similarity of text and location. */
export const sameWords = { text: 0.4, location: 0.3 } as const;

export interface Verdict {
  isSame: boolean;
  /** For choosing among several open issues: the best-supported one. */
  support: number;
  place: PlaceMatch;
  problem: ProblemMatch;
}

export function judgeSameProblem(a: ReportReading, b: ReportReading, similarity: Similarity): Verdict {
  const place = comparePlaces(a.place, b.place, similarity.location);
  const problem = compareProblems(a, b);
  const verdict = (isSame: boolean) => ({ isSame, support: problem.support + similarity.text, place, problem });
  if (place === 'other' || problem.conflict) return verdict(false);
  const sameCategory = a.category === b.category;
  // Similar words merge unless what they name disagrees ("the sink is blocked" / "the toilet is blocked").
  const wordsAgree = !problem.lopsided && !problem.symptomsDisagree;
  // Not where each names a place of its own ("behind the sports centre" / "behind the community hall": the
  // locations share only "behind the").
  if (
    sameCategory &&
    wordsAgree &&
    place !== 'apart' &&
    similarity.text >= sameWords.text &&
    similarity.location >= sameWords.location
  ) {
    return verdict(true);
  }
  // The learned category decides across languages: one (sure) category at one place, with words that do not
  // disagree, needs only a little agreement on what is wrong; what a mess is made of, named by one report
  // only, is a detail there.
  const sureCategory = sameCategory && a.category !== 'OTHER';
  const detailOnly = problem.differsByAMess && !problem.symptomsDisagree;
  if (place === 'same' && sureCategory && (wordsAgree || detailOnly) && problem.support >= categoryAndPlace.support) {
    return verdict(true);
  }
  // One specific thing with the same trouble, where neither place says otherwise ("rats by the bins").
  if (
    place === 'unknown' &&
    sureCategory &&
    wordsAgree &&
    problem.sharesThing &&
    problem.support >= categoryAndPlace.placeUnknownSupport
  ) {
    return verdict(true);
  }
  if (place !== 'same') return verdict(false);
  // Two categories for one specific thing with the same trouble at one place, and nothing else named: the
  // triage read it from two sides (vomit by the escalator: cleaning or the escalator), so the thing decides.
  if (problem.tellsTheSame && problem.support >= requiredSupport.oneThing) return verdict(true);
  const required = sameCategory
    ? requiredSupport.sameCategory
    : a.category === 'OTHER' || b.category === 'OTHER'
      ? requiredSupport.oneUnsure
      : requiredSupport.twoCategories;
  return verdict(problem.support >= required);
}
