import type { ChatMessage } from '@sitewatch/shared';
import { parseChatMessage } from './parse-response';

/**
 * Parses one server-sent-events chunk (the text between two blank lines) into a chat message.
 * Only `data:` lines count (several are joined with newlines, as the SSE format says); comment
 * lines such as heartbeats are ignored. Spec section 7: an unparseable chunk is skipped with a
 * warning, never thrown.
 */
export function parseSseChunk(chunk: string): ChatMessage | null {
  const dataLines: string[] = [];
  for (const line of chunk.split('\n')) {
    if (!line.startsWith('data:')) continue;
    const value = line.slice(5);
    dataLines.push(value.startsWith(' ') ? value.slice(1) : value);
  }
  if (dataLines.length === 0) return null;
  const data = dataLines.join('\n');
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
  let buffer = '';
  // A \r at the end of a read may be the first half of a \r\n split across two reads.
  let pendingCarriageReturn = '';
  const append = (decoded: string, isFinal: boolean) => {
    let text = pendingCarriageReturn + decoded;
    pendingCarriageReturn = '';
    if (!isFinal && text.endsWith('\r')) {
      pendingCarriageReturn = '\r';
      text = text.slice(0, -1);
    }
    buffer += text.replace(/\r\n?/g, '\n');
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const message = parseSseChunk(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      if (message) onMessage(message);
      boundary = buffer.indexOf('\n\n');
    }
    if (isFinal && buffer.trim() !== '') {
      const message = parseSseChunk(buffer);
      buffer = '';
      if (message) onMessage(message);
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      append(decoder.decode(value, { stream: true }), false);
    }
    append(decoder.decode(), true);
  } finally {
    reader.releaseLock();
  }
}
