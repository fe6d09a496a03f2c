import { getTranslation } from '@sitewatch/shared/i18n/all';
import type { ChatEngine, ChatEngineEvent, ChatEngineInput } from '../../../adapters/assistant/port/chat-engine';
import { decideNextStep, type IntakeDecision } from './intake-conversation';
import { warmUpVocabularies } from './vocabulary/compiled-vocabulary';

/** Pieces of a few words, so the reply streams like any other (the client concatenates them). */
export function splitIntoPieces(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\S+\s*/g) ?? [text];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}

function replyText(decision: IntakeDecision, texts: ReturnType<typeof getTranslation>['assistant']): string {
  switch (decision.kind) {
    case 'greet':
      return texts.greeting;
    case 'askDetails':
      return texts.askDetails;
    case 'askLocation':
      return texts.askLocation;
    case 'photoReceived':
      return texts.photoReceived;
    case 'draftShown':
      return texts.draftReady;
    case 'draft':
      return decision.replacesId ? texts.draftUpdated : texts.draftReady;
  }
}

/**
 * The built-in intake assistant: offline, deterministic, in the visitor's language (texts from the
 * translations, cues from one vocabulary file per language). It greets a greeting, acknowledges the
 * problem, asks where it is when no place was named, and drafts the report as soon as it knows what
 * and where, at the latest after the third visitor message. The draft stays open until submitted: a
 * photo, a correction or more detail updates it in place. A report that looks HIGH or CRITICAL gets
 * the safety line first.
 */
export function createIntakeEngine(): ChatEngine {
  function turnEvents(input: Omit<ChatEngineInput, 'signal' | 'loadPhoto'>): ChatEngineEvent[] {
    const texts = getTranslation(input.language).assistant;
    const decision = decideNextStep(
      input.messages,
      input.language,
      getTranslation(input.language),
      input.submittedDraftIds,
    );
    const lines = 'isUrgent' in decision && decision.isUrgent ? [texts.safetyFirst] : [];
    lines.push(replyText(decision, texts));
    const events: ChatEngineEvent[] = [];
    for (const line of lines) {
      for (const piece of splitIntoPieces(line)) events.push({ type: 'text', text: piece });
      events.push({ type: 'end-text' });
    }
    if (decision.kind === 'draft')
      events.push({ type: 'draft', draft: decision.draft, replacesId: decision.replacesId });
    return events;
  }
  return {
    kind: 'builtin',
    // English only: see warmUpVocabularies.
    warmUp: () => warmUpVocabularies(['en']),
    replyAtOnce: turnEvents,
    async *reply(input: ChatEngineInput): AsyncIterable<ChatEngineEvent> {
      for (const event of turnEvents(input)) {
        if (input.signal.aborted) return;
        yield event;
      }
    },
  };
}
