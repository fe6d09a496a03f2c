import { describe, expect, it } from 'vitest';
import { combineTriage, withDangerFloor } from './combine-triage';
import type { ClassifierPrediction } from './triage-classifier';
import type { TriageResult } from './triage-types';

const rules = (overrides: Partial<TriageResult> = {}): TriageResult => ({
  category: 'OTHER',
  priority: 'LOW',
  source: 'rules',
  languages: ['en'],
  ...overrides,
});
const learned = (overrides: Partial<ClassifierPrediction> = {}): ClassifierPrediction => ({
  category: 'PLUMBING',
  categoryProbability: 0.9,
  priority: 'MEDIUM',
  priorityProbability: 0.9,
  criticalProbability: 0,
  dangerProbability: 0,
  ...overrides,
});

describe('combining the learned classifier with the rules', () => {
  it('takes the learned category when it is sure, or when the rules name none', () => {
    expect(combineTriage(rules({ category: 'CLEANING' }), learned()).category).toBe('PLUMBING');
    expect(combineTriage(rules(), learned({ categoryProbability: 0.05 })).category).toBe('PLUMBING');
  });

  it('takes the rules category when the learned one is unsure', () => {
    expect(combineTriage(rules({ category: 'CLEANING' }), learned({ categoryProbability: 0.1 })).category).toBe(
      'CLEANING',
    );
  });

  it('never stores lower than the rules danger floor: a model cannot make a fire LOW', () => {
    expect(combineTriage(rules({ priority: 'CRITICAL' }), learned({ priority: 'LOW' })).priority).toBe('CRITICAL');
    expect(combineTriage(rules({ priority: 'HIGH' }), learned({ priority: 'LOW' })).priority).toBe('HIGH');
    expect(withDangerFloor('LOW', 'CRITICAL')).toBe('CRITICAL');
    expect(withDangerFloor('CRITICAL', 'LOW')).toBe('CRITICAL');
  });

  it('raises to CRITICAL on a probability of CRITICAL or of danger short of the best guess', () => {
    expect(combineTriage(rules(), learned({ criticalProbability: 0.25 })).priority).toBe('CRITICAL');
    expect(combineTriage(rules(), learned({ dangerProbability: 0.35 })).priority).toBe('CRITICAL');
    expect(combineTriage(rules(), learned({ criticalProbability: 0.05, dangerProbability: 0.05 })).priority).toBe(
      'MEDIUM',
    );
  });
});
