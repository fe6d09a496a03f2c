import { newChatMessageId } from '@sitewatch/shared';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import { formatSseData } from '../../lib/event-stream';
import type { ChatEngine, ChatEngineInput } from './chat-engine';
import { conversationPhotoIds } from './conversation';
import { toSafeDraft } from './plain-text';

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
        yield formatSseData({ id: newChatMessageId(), type: 'assistantIssueCreated', ...draft });
      }
    }
  } catch (error) {
    if (input.signal.aborted) return;
    onError(error);
    yield formatSseData({ id: newChatMessageId(), type: 'assistantMessage', content: texts.apology });
  }
}
