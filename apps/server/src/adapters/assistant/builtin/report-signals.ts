import type { CategoryId } from '@sitewatch/shared';
import { vocabulariesFor } from './vocabulary/compiled-vocabulary';
import { toMatchingCase } from './vocabulary/cue-matcher';
import { prepareForMatching, scoreCategories, vocabularyPriority } from './vocabulary/match-vocabulary';

/** What the visitor's words say about the report, in their language (and English). */
export interface ReportSignals {
  /** HIGH or CRITICAL words (fire, smoke, gas, injury, violence): the visitor gets the safety line. */
  isUrgent: boolean;
  /** The category the words point to most, or null when none does. */
  category: CategoryId | null;
}

export function readSignals(text: string, language: string): ReportSignals {
  const vocabularies = vocabulariesFor(language);
  const prepared = prepareForMatching(text, vocabularies);
  const priority = vocabularyPriority(prepared, vocabularies);
  let category: CategoryId | null = null;
  let best = 0;
  for (const [candidate, score] of scoreCategories(prepared, vocabularies)) {
    if (score > best) {
      best = score;
      category = candidate;
    }
  }
  return { isUrgent: priority === 'HIGH' || priority === 'CRITICAL', category };
}

const atStart = (regex: RegExp | null, prepared: string) => {
  if (!regex) return false;
  const head = prepared.split(/\s+/).slice(0, 4).join(' ');
  const match = regex.exec(head);
  return match !== null && match.index <= 1;
};

/** "Actually…", "No, it's…", "Sorry, I meant…": the visitor corrects the draft. */
export function isCorrection(text: string, language: string): boolean {
  const vocabularies = vocabulariesFor(language);
  const prepared = prepareForMatching(text, []);
  return vocabularies.some((v) => atStart(v.corrections, prepared));
}

/** "Also…", "Another thing…": the visitor says a different problem follows. */
export function announcesAnotherProblem(text: string, language: string): boolean {
  const vocabularies = vocabulariesFor(language);
  const prepared = prepareForMatching(text, []);
  return vocabularies.some((v) => atStart(v.another, prepared));
}

/** "Hello", "Guten Tag", "こんにちは": a greeting. */
export function isGreeting(text: string, language: string): boolean {
  const prepared = prepareForMatching(text, []);
  return vocabulariesFor(language).some((v) => v.greetings?.test(prepared) ?? false);
}

/** Removes the correction's opener and a leading plain "in" ("Nein, im Büro…" → "Büro…"). */
export function stripCorrectionOpeners(text: string, language: string): string {
  const vocabularies = vocabulariesFor(language);
  let rest = text;
  for (let round = 0; round < 4; round += 1) {
    const lowered = toMatchingCase(rest);
    const skipped = /^[\s,.:;!¡¿-]*/u.exec(lowered)?.[0].length ?? 0;
    const head = lowered.slice(skipped);
    let cut = 0;
    for (const vocabulary of vocabularies) {
      for (const regex of [vocabulary.corrections, round > 0 ? vocabulary.at : null]) {
        if (!regex) continue;
        regex.lastIndex = 0;
        const match = regex.exec(head);
        if (match?.index === 0) cut = Math.max(cut, match[0].length);
      }
    }
    rest = rest.slice(skipped + cut);
    if (cut === 0) break;
  }
  return rest.trim();
}
