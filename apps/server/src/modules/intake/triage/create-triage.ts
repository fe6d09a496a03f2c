import type { LanguageModel } from 'ai';
import { createLlmTriage } from './llm-triage';
import { classifyByRules } from './rule-classifier';
import type { TriageIssue } from './triage-types';

/** The rule-based classifier by default; the model (with the rules as fallback) when one is configured. */
export function createTriage(options: {
  model: LanguageModel | null;
  timeoutMs: number;
  onFallback?: (error: unknown) => void;
}): TriageIssue {
  if (!options.model) return async (input) => classifyByRules(input);
  return createLlmTriage({ model: options.model, timeoutMs: options.timeoutMs, onFallback: options.onFallback });
}
