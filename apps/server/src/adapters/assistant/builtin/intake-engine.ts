import { getTranslation } from '@sitewatch/shared/i18n/all';
import type { ChatEngine, ChatEngineEvent, ChatEngineInput } from '../port/chat-engine';
import { currentVisitorTurns } from '../port/conversation';
import { decideNextStep } from './intake-conversation';

/** Pieces of a few words, so the reply streams like any other (the client concatenates them). */
export function splitIntoPieces(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\S+\s*/g) ?? [text];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}

/**
 * The built-in intake assistant: offline, deterministic, in the visitor's language (texts from the
 * translations). It acknowledges the problem, asks where it is when no place was named, and drafts
 * the report as soon as it knows what and where, at the latest after the third visitor message.
 */
export function createIntakeEngine(): ChatEngine {
  return {
    kind: 'builtin',
    async *reply(input: ChatEngineInput): AsyncIterable<ChatEngineEvent> {
      const texts = getTranslation(input.language);
      const decision = decideNextStep(currentVisitorTurns(input.messages), input.language, texts);
      const text =
        decision.kind === 'draft'
          ? texts.assistant.draftReady
          : decision.kind === 'askLocation'
            ? texts.assistant.askLocation
            : decision.kind === 'photoReceived'
              ? texts.assistant.photoReceived
              : texts.assistant.askDetails;
      for (const piece of splitIntoPieces(text)) {
        if (input.signal.aborted) return;
        yield { type: 'text', text: piece };
      }
      if (decision.kind === 'draft') yield { type: 'draft', draft: decision.draft };
    },
  };
}
