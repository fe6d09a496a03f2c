import type { ChatMessage } from '@sitewatch/shared';
import { createSseParser, parseSseEvent } from '@sitewatch/shared/constants';
import { parseChatMessage } from './parse-response';

/** One event's data as a chat message. Spec section 7: an unparseable chunk is skipped with a warning, never thrown. */
function toChatMessage(data: string): ChatMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch (error) {
    console.warn('Failed to parse SSE chunk', data, error);
    return null;
  }
  const message = parseChatMessage(json);
  if (!message) console.warn('Failed to parse SSE chunk', data, 'not a chat message');
  return message;
}

/** Parses one server-sent-events chunk (the text between two blank lines) into a chat message. */
export function parseSseChunk(chunk: string): ChatMessage | null {
  const data = parseSseEvent(chunk);
  return data === null ? null : toChatMessage(data);
}

/**
 * Reads a chat answer stream to its end, calling onMessage for each message in order. Chunks may
 * be split across network reads at any byte; whatever remains when the stream closes without a
 * final blank line is parsed too (spec section 7: trailing data is also parsed).
 */
export async function readSseMessages(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: ChatMessage) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser((data) => {
    const message = toChatMessage(data);
    if (message) onMessage(message);
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    reader.releaseLock();
  }
}
