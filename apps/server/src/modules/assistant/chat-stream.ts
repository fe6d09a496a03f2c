import { type ApiErrorBody, newChatMessageId, streamErrorEventName } from '@sitewatch/shared';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import type { ChatEngine, ChatEngineInput } from '../../adapters/assistant/port/chat-engine';
import { conversationPhotoIds } from '../../adapters/assistant/port/conversation';
import { toSafeDraft } from '../../adapters/assistant/port/plain-text';
import { formatSseData } from '../../lib/event-stream';

/** The final event of a stream that failed after it started (the status line is already sent). */
export function toSseErrorChunk(error: ApiErrorBody): string {
  return `event: ${streamErrorEventName}\ndata: ${JSON.stringify(error)}\n\n`;
}

/**
 * Ends a started stream cleanly whatever fails inside it: the visitor gets the apology as a chat
 * message, then a final error event, instead of a connection cut mid-answer.
 */
export async function* endStreamOnError(
  chunks: AsyncIterable<string>,
  language: string,
  onError: (error: unknown) => void,
): AsyncGenerator<string, void> {
  try {
    yield* chunks;
  } catch (error) {
    onError(error);
    const texts = getTranslation(language).assistant;
    yield formatSseData({ id: newChatMessageId(), type: 'assistantMessage', content: texts.apology });
    yield toSseErrorChunk({ code: 'INTERNAL', message: 'The answer stopped because of an error on our side.' });
  }
}

/**
 * Runs one engine turn and yields its SSE chunks: assistant text as `assistantMessage` pieces under one
 * stable id per message (the client concatenates them), a draft as one `assistantIssueCreated` with
 * plain-text fields. An engine failure ends the turn with the apology in the visitor's language.
 */
export async function* streamChatTurn(
  engine: ChatEngine,
  input: ChatEngineInput,
  onError: (error: unknown) => void = () => {},
): AsyncGenerator<string, void> {
  const texts = getTranslation(input.language).assistant;
  const allowedPhotoIds = conversationPhotoIds(input.messages);
  // Only a draft of this conversation that was not submitted can be replaced.
  const openDraftIds = new Set(
    input.messages
      .filter((m) => m.type === 'assistantIssueCreated' && !input.submittedDraftIds?.has(m.id))
      .map((m) => m.id),
  );
  let textId: string | null = null;
  let hasDrafted = false;
  try {
    for await (const event of engine.reply(input)) {
      if (input.signal.aborted) return;
      if (event.type === 'text') {
        if (!event.text) continue;
        textId ??= newChatMessageId();
        yield formatSseData({ id: textId, type: 'assistantMessage', content: event.text });
      } else if (event.type === 'end-text') {
        textId = null;
      } else if (!hasDrafted) {
        hasDrafted = true;
        textId = null;
        const draft = toSafeDraft(event.draft, {
          allowedPhotoIds,
          fallbackTitle: texts.fallbackTitle,
          locationNotGiven: texts.locationNotGiven,
        });
        // An amended draft keeps its id: the page replaces the card it shows (spec section 4).
        const id = event.replacesId && openDraftIds.has(event.replacesId) ? event.replacesId : newChatMessageId();
        yield formatSseData({ id, type: 'assistantIssueCreated', ...draft });
      }
    }
  } catch (error) {
    if (input.signal.aborted) return;
    onError(error);
    yield formatSseData({ id: newChatMessageId(), type: 'assistantMessage', content: texts.apology });
  }
}
