import type { CategoryId } from '@sitewatch/shared';
import { vocabulariesFor } from './vocabulary/compiled-vocabulary';
import { toMatchingCase } from './vocabulary/cue-matcher';
import { readVocabularies, scoreCategories, toCueText, vocabularyPriority } from './vocabulary/match-vocabulary';

/** What the visitor's words say about the report, in their language (and English). */
export interface ReportSignals {
  /** HIGH or CRITICAL words (fire, smoke, gas, injury, violence): the visitor gets the safety line. */
  isUrgent: boolean;
  /** The category the words point to most, or null when none does. */
  category: CategoryId | null;
}

// Each reader takes the text's cue text (toCueText) when the caller has it already: a message is
// folded once, however many questions are asked of it.

export function readSignals(text: string, language: string, cueText = toCueText(text)): ReportSignals {
  const vocabularies = vocabulariesFor(language);
  const named = readVocabularies(cueText, vocabularies);
  const priority = vocabularyPriority(named);
  let category: CategoryId | null = null;
  let best = 0;
  for (const [candidate, score] of scoreCategories(named, vocabularies)) {
    if (score > best) {
      best = score;
      category = candidate;
    }
  }
  return { isUrgent: priority === 'HIGH' || priority === 'CRITICAL', category };
}

/** The first four words of a cue text (its words are parted by one space). */
function firstWords(cueText: string): string {
  let end = -1;
  for (let word = 0; word < 4; word += 1) {
    end = cueText.indexOf(' ', end + 1);
    if (end < 0) return cueText;
  }
  return cueText.slice(0, end);
}

const atStart = (regex: RegExp | null, head: string) => {
  if (!regex) return false;
  const match = regex.exec(head);
  return match !== null && match.index <= 1;
};

/** "Actually…", "No, it's…", "Sorry, I meant…": the visitor corrects the draft. */
export function isCorrection(text: string, language: string, cueText = toCueText(text)): boolean {
  const head = firstWords(cueText);
  return vocabulariesFor(language).some((v) => atStart(v.corrections, head));
}

/** "Also…", "Another thing…": the visitor says a different problem follows. */
export function announcesAnotherProblem(text: string, language: string, cueText = toCueText(text)): boolean {
  const head = firstWords(cueText);
  return vocabulariesFor(language).some((v) => atStart(v.another, head));
}

/** "Hello", "Guten Tag", "こんにちは": a greeting. */
export function isGreeting(text: string, language: string, cueText = toCueText(text)): boolean {
  return vocabulariesFor(language).some((v) => v.greetings?.test(cueText) ?? false);
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
