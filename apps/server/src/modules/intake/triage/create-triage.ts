import type { PriorityId } from '@sitewatch/shared';
import { toPlainText } from '../../../adapters/assistant/port/plain-text';
import { maxAnalysedLength } from '../engine/message-reading';
import { readSignals } from '../engine/report-signals';
import type { LanguageIdentifier } from '../language/language-identifier';
import { reportClassifierLine } from './classifier-text';
import { combineTriage, higherPriority } from './combine-triage';
import { learnedDanger } from './danger-reading';
import { classifyByRules } from './rule-classifier';
import type { TriageClassifier } from './triage-classifier';
import type { ReportWords, TriageInput, TriageIssue, TriageResult } from './triage-types';

/** The configured model's triage above the built-in one (llm-triage.ts), which is its floor and fallback. */
export type ModelTriage = (input: TriageInput, builtin: TriageResult) => Promise<TriageResult>;

export interface TriageParts {
  /** Tells the language the visitor wrote in, when it is not the page's. */
  identifier: LanguageIdentifier | null;
  /** The learned classifier, loaded once on first use; null (or a failed load): the rules decide alone. */
  classifier: (() => Promise<TriageClassifier | null>) | null;
  /** The configured model (AI_PROVIDER), or null for the built-in triage. */
  model: ModelTriage | null;
}

/**
 * The page's language, and the one the report's text is written in when another; then the one the chat read
 * the visitor's words in (the same identifier's choice over the same words), when it is neither.
 */
export async function readingLanguages(input: TriageInput, identifier: LanguageIdentifier | null): Promise<string[]> {
  const languages = input.language ? [input.language] : [];
  if (!identifier) return languages;
  await identifier.load().catch(() => {});
  const written = identifier.identify(`${input.title}. ${input.description}`);
  const chatRead = input.language ? identifier.readingLanguage(input.description, input.language) : null;
  for (const language of [written, chatRead]) {
    if (language && !languages.includes(language)) languages.push(language);
  }
  return languages;
}

/** The chat reads at most this many messages of a report for danger; so does the floor below. */
const maxLinesRead = 20;

/**
 * The safety line's floor: each line of the description (a visitor's message) read as the chat reads a message
 * (its first 400 characters as plain text, in one language at a time, by the vocabulary and the classifier).
 * Whatever the chat showed the safety line for is never stored below HIGH.
 */
function safetyLineFloor(description: string, languages: readonly string[], classifier: TriageClassifier | null) {
  let floor: PriorityId = 'LOW';
  for (const line of description.split('\n').slice(0, maxLinesRead)) {
    if (!line.trim()) continue;
    const head = toPlainText(line.slice(0, maxAnalysedLength), maxAnalysedLength);
    for (const language of languages) {
      if (readSignals(head, language).isUrgent) floor = higherPriority(floor, 'HIGH');
      const danger = classifier ? learnedDanger(classifier, head, [language]) : null;
      if (danger) floor = higherPriority(floor, danger);
    }
  }
  return floor;
}

/** The offline triage: the learned classifier with the rules' danger floor, or the rules alone. */
function builtinTriage(words: ReportWords, languages: string[], classifier: TriageClassifier | null): TriageResult {
  const rules = classifyByRules(words, languages);
  const combined = classifier
    ? combineTriage(rules, classifier.predict(reportClassifierLine(words, languages)))
    : rules;
  const priority = higherPriority(combined.priority, safetyLineFloor(words.description, languages, classifier));
  return { ...combined, priority };
}

/**
 * Triage of every report, on every path that stores one: read in the page's language and the one its
 * text is written in; the model (when configured) decides above the built-in triage's danger floor and
 * falls back to it.
 */
export function createTriage(parts: TriageParts): TriageIssue {
  const { model, classifier, identifier } = parts;
  return async (input) => {
    const [languages, learned] = await Promise.all([readingLanguages(input, identifier), classifier?.() ?? null]);
    const builtin = builtinTriage(input, languages, learned);
    return model ? model(input, builtin) : builtin;
  };
}
