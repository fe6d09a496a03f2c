/**
 * The intake: what turns a visitor's words into a report. The built-in assistant (conversation, drafting,
 * places, per-language vocabulary), the language identifier, and triage (learned classifier, rules and
 * their danger floor). Other modules and the composition root import it from here; the model-backed
 * triage (triage/llm-triage.ts) is imported on its own, only when a model is configured.
 */
export { createIntakeEngine } from './engine/intake-engine';
export { warmUpVocabularies } from './engine/vocabulary/compiled-vocabulary';
export { createLanguageIdentifier } from './language/language-identifier';
export { createTriage } from './triage/create-triage';
export { loadTriageClassifier, type TriageClassifier } from './triage/triage-classifier';
export type { ReportWords, TriageIssue, TriageResult } from './triage/triage-types';
