import { createConceptMatcher } from './duplicate-concept-matcher';
import { problemSymptoms } from './duplicate-problem-symptoms';
import { problemThings } from './duplicate-problem-things';

const things = createConceptMatcher(problemThings);
const symptoms = createConceptMatcher(problemSymptoms);

/** What a report's words say is wrong, in terms that mean the same in every language. */
export interface ReportProblem {
  /** What it is about: "milk", "tap", "card". */
  things: Set<string>;
  /** What is wrong with it: "spill", "leak", "blocked". */
  symptoms: Set<string>;
}

export function readReportProblem(text: string): ReportProblem {
  return { things: things.read(text).all, symptoms: symptoms.read(text).all };
}
