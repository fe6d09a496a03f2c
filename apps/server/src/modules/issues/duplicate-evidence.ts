import { broadPlaceTypes } from './duplicate-place-types';
import { broadSymptoms } from './duplicate-problem-symptoms';
import { type ReportPlace, readReportPlace } from './read-report-place';
import { type ReportProblem, readReportProblem } from './read-report-problem';

/** A report as duplicate detection compares it: its place, its problem and its triaged category. */
export interface ReportReading {
  place: ReportPlace;
  problem: ReportProblem;
  category: string;
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
  return {
    place: readReportPlace(report.location),
    problem: readReportProblem(`${report.title}\n${report.description}`),
    category: report.category,
  };
}

/**
 * same: one kind of place in both (a broad one only with the same number: "Room 12" / "Sala 12");
 * other: their levels, spot numbers or who the place is for (ladies / gents) disagree;
 * unknown: nothing to tell.
 */
export type PlaceMatch = 'same' | 'other' | 'unknown';

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
  return 'unknown';
}

/**
 * Things that say little about which problem it is: many reports at a place have some, and "the machine"
 * (vending) may be the coffee machine or the snack machine.
 */
export const broadThings: ReadonlySet<string> = new Set(['water', 'ceiling', 'door', 'money', 'droppings', 'vending']);

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

function symptomsDisagree(a: Set<string>, b: Set<string>): boolean {
  const families = (symptoms: Set<string>) =>
    new Set(
      [...symptoms]
        .filter((symptom) => !broadSymptoms.has(symptom))
        .map((symptom) => symptomFamilies[symptom] ?? symptom),
    );
  return disagree(families(a), families(b));
}

const weightOfThing = (thing: string) => (broadThings.has(thing) ? 0.5 : 1);
const weightOfSymptom = (symptom: string) => (broadSymptoms.has(symptom) ? 0.25 : 0.5);
const specific = (things: string[]) => things.filter((thing) => !broadThings.has(thing));

/**
 * Compares what two reports say is wrong. A thing that is the place itself ("the lift" of a report at the
 * car park lift) says where, not what: it counts only when neither report names anything else ("the lift
 * is stuck" / "the lift does not work"), not against "the lift smells of urine".
 */
export function compareProblems(a: ReportReading, b: ReportReading): ProblemMatch {
  const places = new Set([...a.place.types, ...b.place.types]);
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
  const support =
    commonThings.reduce((sum, thing) => sum + weightOfThing(thing), 0) +
    (placeIsTheThing ? 1 : 0) +
    commonSymptoms.reduce((sum, symptom) => sum + weightOfSymptom(symptom), 0);
  // One report naming a thing the other does not is a detail when they share a thing, another problem when
  // both name their own ("the lift is stuck" and "the lift light is out" share only "broken").
  const conflict = commonSpecific.length === 0 && ownA.length > 0 && ownB.length > 0;
  const lopsided = commonSpecific.length === 0 && ownA.length + ownB.length > 0;
  const differentSymptoms = symptomsDisagree(a.problem.symptoms, b.problem.symptoms);
  const capped = lopsided || differentSymptoms ? Math.min(support, 0.5) : support;
  return { support: capped, conflict, symptomsDisagree: differentSymptoms, lopsided };
}

/**
 * How much agreement on what is wrong a merge needs, by how the two categories compare. The learned
 * category mostly agrees across languages, but says OTHER when unsure, and a leak may be triaged PLUMBING
 * once and CLEANING once: two categories ask for more of the words, they do not forbid.
 * Tuned on test/issues/duplicate-pairs.ts (duplicate-detection.test.ts prints precision, recall and each miss).
 */
export const requiredSupport = { sameCategory: 1, oneUnsure: 1, twoCategories: 1.25 } as const;

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
  if (sameCategory && wordsAgree && similarity.text >= sameWords.text && similarity.location >= sameWords.location) {
    return verdict(true);
  }
  if (place !== 'same') return verdict(false);
  const required = sameCategory
    ? requiredSupport.sameCategory
    : a.category === 'OTHER' || b.category === 'OTHER'
      ? requiredSupport.oneUnsure
      : requiredSupport.twoCategories;
  return verdict(problem.support >= required);
}
