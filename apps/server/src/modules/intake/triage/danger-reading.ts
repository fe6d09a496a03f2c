import type { PriorityId } from '@sitewatch/shared';
import { classifierLine, reportClassifierLine } from './classifier-text';
import { isLearnedCritical } from './combine-triage';
import type { ClassifierPrediction, TriageClassifier } from './triage-classifier';
import type { ReportWords } from './triage-types';

type LearnedDanger = Extract<PriorityId, 'HIGH' | 'CRITICAL'> | null;

const dangerOf = (predicted: ClassifierPrediction): LearnedDanger =>
  isLearnedCritical(predicted) ? 'CRITICAL' : predicted.priority === 'HIGH' ? 'HIGH' : null;

/**
 * What the learned classifier reads as danger in a visitor's words: CRITICAL (isLearnedCritical), HIGH (its
 * best guess), or null. The chat shows the safety line for
 * either, and triage never stores such a report lower: both ask this one function.
 */
export function learnedDanger(classifier: TriageClassifier, text: string, languages: readonly string[]): LearnedDanger {
  return dangerOf(classifier.predict(classifierLine(text, languages)));
}

/**
 * The same reading of a whole report (its description, and its place when the description does not hold it), as
 * triage reads the report once submitted: the chat asks it of a draft, so that a report the classifier finds
 * dangerous only as a whole is not stored HIGH or CRITICAL without the visitor having been told to keep safe.
 */
export function learnedReportDanger(
  classifier: TriageClassifier,
  report: ReportWords,
  languages: readonly string[],
): LearnedDanger {
  return dangerOf(classifier.predict(reportClassifierLine(report, languages)));
}
