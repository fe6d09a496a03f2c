import { type ApiErrorBody, type ChatMessage, newChatMessageId, streamErrorEventName } from '@sitewatch/shared';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import type { ChatEngine, ChatEngineInput } from './chat-engine';
import { conversationPhotoIds } from './conversation';
import { toSafeDraft } from './plain-text';

/** One server-sent event holding one chat message (spec section 7: `data:` line, blank line). */
export function toSseChunk(message: ChatMessage): string {
  return `data: ${JSON.stringify(message)}\n\n`;
}

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
    yield toSseChunk({ id: newChatMessageId(), type: 'assistantMessage', content: texts.apology });
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
  let textId: string | null = null;
  let hasDrafted = false;
  try {
    for await (const event of engine.reply(input)) {
      if (input.signal.aborted) return;
      if (event.type === 'text') {
        if (!event.text) continue;
        textId ??= newChatMessageId();
        yield toSseChunk({ id: textId, type: 'assistantMessage', content: event.text });
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
        yield toSseChunk({ id: newChatMessageId(), type: 'assistantIssueCreated', ...draft });
      }
    }
  } catch (error) {
    if (input.signal.aborted) return;
    onError(error);
    yield toSseChunk({ id: newChatMessageId(), type: 'assistantMessage', content: texts.apology });
  }
}
