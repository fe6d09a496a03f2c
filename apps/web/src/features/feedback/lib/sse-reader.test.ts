import type { ChatMessage } from '@sitewatch/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSseChunk, readSseMessages } from './sse-reader';

function streamOf(...parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

/** Splits bytes at arbitrary positions, including inside a multi-byte character. */
function byteStream(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      let start = 0;
      for (const cut of [...cuts, bytes.length]) {
        controller.enqueue(bytes.slice(start, cut));
        start = cut;
      }
      controller.close();
    },
  });
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<ChatMessage[]> {
  const messages: ChatMessage[] = [];
  await readSseMessages(body, (message) => messages.push(message));
  return messages;
}

const hello = { id: 'aaaaaaaa', type: 'assistantMessage', content: 'Hello ' };
const world = { id: 'aaaaaaaa', type: 'assistantMessage', content: 'wörld ☕' };
const draft = {
  id: 'bbbbbbbb',
  type: 'assistantIssueCreated',
  title: 'Leak',
  description: 'Water on the floor',
  location: 'Aisle 3',
  photoIds: [],
};

afterEach(() => vi.restoreAllMocks());

describe('readSseMessages', () => {
  it('reads data chunks separated by blank lines', async () => {
    const body = streamOf(`data: ${JSON.stringify(hello)}\n\ndata: ${JSON.stringify(draft)}\n\n`);
    expect(await readAll(body)).toEqual([hello, draft]);
  });

  it('joins chunks split across reads at any byte, including inside a character', async () => {
    const text = `data: ${JSON.stringify(hello)}\n\ndata: ${JSON.stringify(world)}\n\n`;
    const bytes = new TextEncoder().encode(text);
    const coffee = bytes.length - 6; // inside the 3-byte ☕
    for (const cuts of [[1], [5, 6, 7], [30, coffee], Array.from({ length: bytes.length - 1 }, (_, i) => i + 1)]) {
      expect(await readAll(byteStream(bytes, cuts))).toEqual([hello, world]);
    }
  });

  it('parses trailing data that has no final blank line', async () => {
    const body = streamOf(`data: ${JSON.stringify(hello)}\n\n`, `data: ${JSON.stringify(draft)}`);
    expect(await readAll(body)).toEqual([hello, draft]);
  });

  it('accepts CRLF line endings, even when a CRLF is split across reads', async () => {
    const body = streamOf(`data: ${JSON.stringify(hello)}\r`, `\n\r\ndata: ${JSON.stringify(draft)}\r\n\r\n`);
    expect(await readAll(body)).toEqual([hello, draft]);
  });

  it('skips an unparseable chunk with the warning "Failed to parse SSE chunk" and keeps reading', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = streamOf(`data: {not json\n\ndata: ${JSON.stringify(draft)}\n\n`);
    expect(await readAll(body)).toEqual([draft]);
    expect(warn).toHaveBeenCalledWith('Failed to parse SSE chunk', '{not json', expect.anything());
  });

  it('skips JSON that is not a chat message with the same warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = streamOf(`data: {"id":"xyz","type":"assistantMessage"}\n\ndata: ${JSON.stringify(hello)}\n\n`);
    expect(await readAll(body)).toEqual([hello]);
    expect(warn).toHaveBeenCalledWith('Failed to parse SSE chunk', expect.any(String), expect.anything());
  });

  it('ignores comment lines such as heartbeats', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = streamOf(`: ping\n\n: ping\ndata: ${JSON.stringify(hello)}\n\n`);
    expect(await readAll(body)).toEqual([hello]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('parseSseChunk', () => {
  it('joins several data lines of one chunk with newlines', () => {
    expect(parseSseChunk(`data: {"id":"cccccccc","type":"userMessage",\ndata: "content":"hi"}`)).toEqual({
      id: 'cccccccc',
      type: 'userMessage',
      content: 'hi',
    });
  });

  it('takes data without the optional space after the colon', () => {
    expect(parseSseChunk(`data:${JSON.stringify(hello)}`)).toEqual(hello);
  });
});
