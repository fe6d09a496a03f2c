import { type PriorityId, priorityLevel } from '@sitewatch/shared';
import type { ClassifierPrediction } from './triage-classifier';
import type { TriageResult } from './triage-types';

/**
 * How the learned classifier and the rules are combined. Chosen by the training script's cross-validation
 * on the training split (corpus/intake/triage/training-report.md), never on the test split.
 */
export interface CombineSettings {
  /** Below this probability the learned category yields to a category the rules name. */
  minCategoryProbability: number;
  /** From this probability of CRITICAL on, the report is CRITICAL even when another priority scored higher. */
  minCriticalProbability: number;
  /** From this probability of immediate danger on, the report is CRITICAL. */
  minDangerProbability: number;
  /** 'max': the rules' priority is a floor at every level; 'danger': only from HIGH on. */
  rulesFloor: 'max' | 'danger';
}

export const combineSettings: CombineSettings = {
  minCategoryProbability: 0.3,
  minCriticalProbability: 0.2,
  minDangerProbability: 0.3,
  rulesFloor: 'max',
};

export const higherPriority = (a: PriorityId, b: PriorityId): PriorityId =>
  priorityLevel(a) >= priorityLevel(b) ? a : b;

/**
 * The rules' danger floor under any other priority: a report the rules read as HIGH or CRITICAL (fire,
 * gas, smoke, live wires, an injury, a weapon: the words that show the visitor the safety line) is never
 * stored lower, whatever a classifier or a model says.
 */
export function withDangerFloor(priority: PriorityId, rules: PriorityId): PriorityId {
  return priorityLevel(rules) >= priorityLevel('HIGH') ? higherPriority(priority, rules) : priority;
}

/** The classifier's CRITICAL: its best guess, or a probability of CRITICAL or of danger past its threshold. */
export function isLearnedCritical(learned: ClassifierPrediction, settings: CombineSettings = combineSettings): boolean {
  return (
    learned.priority === 'CRITICAL' ||
    learned.criticalProbability >= settings.minCriticalProbability ||
    learned.dangerProbability >= settings.minDangerProbability
  );
}

/** The learned classifier's answer, with the rules' category when it is unsure and the rules' priority as a floor. */
export function combineTriage(
  rules: TriageResult,
  learned: ClassifierPrediction,
  settings: CombineSettings = combineSettings,
): TriageResult {
  const isSure = learned.categoryProbability >= settings.minCategoryProbability;
  const learnedPriority = isLearnedCritical(learned, settings) ? 'CRITICAL' : learned.priority;
  return {
    category: isSure || rules.category === 'OTHER' ? learned.category : rules.category,
    priority:
      settings.rulesFloor === 'max'
        ? higherPriority(learnedPriority, rules.priority)
        : withDangerFloor(learnedPriority, rules.priority),
    source: 'classifier',
    languages: rules.languages,
  };
}
