import { type ApiErrorBody, newChatMessageId, streamErrorEventName } from '@sitewatch/shared';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import type { ChatEngine, ChatEngineEvent, ChatEngineInput } from '../../adapters/assistant/port/chat-engine';
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
 * Turns one engine turn's events into SSE chunks: assistant text as `assistantMessage` pieces under one
 * stable id per message (the client concatenates them), a draft as one `assistantIssueCreated` with
 * plain-text fields. One writer per turn: it keeps the ids.
 */
function chatTurnWriter(input: Omit<ChatEngineInput, 'signal' | 'loadPhoto'>) {
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
  return {
    write(event: ChatEngineEvent): string {
      if (event.type === 'text') {
        if (!event.text) return '';
        textId ??= newChatMessageId();
        return formatSseData({ id: textId, type: 'assistantMessage', content: event.text });
      }
      if (event.type === 'end-text') {
        textId = null;
        return '';
      }
      if (hasDrafted) return '';
      hasDrafted = true;
      textId = null;
      const draft = toSafeDraft(event.draft, {
        allowedPhotoIds,
        fallbackTitle: texts.fallbackTitle,
        locationNotGiven: texts.locationNotGiven,
      });
      // An amended draft keeps its id: the page replaces the card it shows (spec section 4).
      const id = event.replacesId && openDraftIds.has(event.replacesId) ? event.replacesId : newChatMessageId();
      return formatSseData({ id, type: 'assistantIssueCreated', ...draft });
    },
    apology(): string {
      return formatSseData({ id: newChatMessageId(), type: 'assistantMessage', content: texts.apology });
    },
  };
}

/**
 * Runs one engine turn and yields its SSE chunks (chatTurnWriter). An engine failure ends the turn with the
 * apology in the visitor's language.
 */
export async function* streamChatTurn(
  engine: ChatEngine,
  input: ChatEngineInput,
  onError: (error: unknown) => void = () => {},
): AsyncGenerator<string, void> {
  const writer = chatTurnWriter(input);
  try {
    for await (const event of engine.reply(input)) {
      if (input.signal.aborted) return;
      const chunk = writer.write(event);
      if (chunk) yield chunk;
    }
  } catch (error) {
    if (input.signal.aborted) return;
    onError(error);
    yield writer.apology();
  }
}

/**
 * The same turn as streamChatTurn, as one body, for an engine that answers at once (`replyAtOnce`): no
 * generators, timers or abort signal for a turn that never waits.
 */
export function chatTurnAtOnce(
  replyAtOnce: NonNullable<ChatEngine['replyAtOnce']>,
  input: Omit<ChatEngineInput, 'signal' | 'loadPhoto'>,
  onError: (error: unknown) => void = () => {},
): string {
  const writer = chatTurnWriter(input);
  try {
    let body = '';
    for (const event of replyAtOnce(input)) body += writer.write(event);
    return body;
  } catch (error) {
    onError(error);
    return writer.apology();
  }
}
