import { chatLimits } from '@sitewatch/shared';
import type { Translation } from '@sitewatch/shared/i18n';
import type { IssueDraft } from '../../../adapters/assistant/port/chat-engine';
import { toPlainText } from '../../../adapters/assistant/port/plain-text';
import type { IntakeState } from './intake-state';
import { rewritePlaces } from './place-rewriting';
import { unspacedLanguages } from './vocabulary/vocabulary';

const maxDescriptionLength = chatLimits.textLength * 2;
/**
 * The description holds at most 8,000 characters, so only its source's first 16,000 are cleaned:
 * plain text is never longer than its source, and a turn must not clean 60 × 4,000 characters.
 */
const maxDescriptionSource = maxDescriptionLength * 2;

function joinUpTo(parts: readonly string[], maxLength: number): string {
  let joined = parts[0] ?? '';
  for (const part of parts.slice(1)) {
    if (joined.length >= maxLength) break;
    joined = `${joined}\n${part}`;
  }
  return joined.slice(0, maxLength);
}

/** The visitor's words with the corrections' rewrites applied (each to the words said before it). */
function rewrittenDetails(state: IntakeState, language: string): string[] {
  if (state.rewrites.length === 0) return state.details;
  const unspaced = unspacedLanguages.has(language);
  const details: string[] = [];
  let length = 0;
  for (const [index, detail] of state.details.entries()) {
    // Only what the description can hold is rewritten.
    if (length >= maxDescriptionSource) break;
    const rewrites = state.rewrites.filter((rewrite) => rewrite.detailCount > index);
    const text = rewritePlaces(detail, rewrites, language, unspaced);
    details.push(text);
    length += text.length + 1;
  }
  return details;
}

function rewriteAll(text: string | undefined, state: IntakeState, language: string): string | undefined {
  if (text === undefined || state.rewrites.length === 0) return text;
  return rewritePlaces(text, state.rewrites, language, unspacedLanguages.has(language));
}

export function draftOf(state: IntakeState, texts: Translation, language: string): IssueDraft {
  // Every field comes from the visitor's words, or is a plain "not given" (never an invented fact).
  const title =
    rewriteAll(state.title, state, language) ??
    (state.hintTopic ? texts.chatHints[state.hintTopic].label : texts.assistant.fallbackTitle);
  const location = state.location ?? texts.assistant.locationNotGiven;
  const details = rewrittenDetails(state, language);
  let description = toPlainText(joinUpTo(details, maxDescriptionSource), maxDescriptionLength) || title;
  const locationWords = rewriteAll(state.locationWords, state, language);
  if (description === title && locationWords) {
    description = `${description}\n${toPlainText(locationWords, chatLimits.textLength)}`;
  }
  return { title, description, location, photoIds: [...state.photoIds] };
}
