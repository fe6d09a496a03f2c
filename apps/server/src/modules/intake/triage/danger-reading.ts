import type { PriorityId } from '@sitewatch/shared';
import { classifierLine } from './classifier-text';
import { isLearnedCritical } from './combine-triage';
import type { TriageClassifier } from './triage-classifier';

/**
 * What the learned classifier reads as danger in a visitor's words: CRITICAL (isLearnedCritical), HIGH (its
 * best guess), or null. The chat shows the safety line for
 * either, and triage never stores such a report lower: both ask this one function.
 */
export function learnedDanger(
  classifier: TriageClassifier,
  text: string,
  languages: readonly string[],
): Extract<PriorityId, 'HIGH' | 'CRITICAL'> | null {
  const predicted = classifier.predict(classifierLine(text, languages));
  if (isLearnedCritical(predicted)) return 'CRITICAL';
  return predicted.priority === 'HIGH' ? 'HIGH' : null;
}
