import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { coalesceChunks, toEventStream } from './event-stream';

async function collect(source: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of source) out.push(chunk);
  return out;
}

describe('coalesceChunks', () => {
  it('joins chunks yielded without a wait into one', async () => {
    async function* turn() {
      yield 'data: 1\n\n';
      yield 'data: 2\n\n';
      await Promise.resolve();
      yield 'data: 3\n\n';
    }
    expect(await collect(coalesceChunks(turn()))).toEqual(['data: 1\n\ndata: 2\n\ndata: 3\n\n']);
  });

  it('sends a chunk that comes after a wait on its own, as soon as it comes', async () => {
    const seen: Array<{ chunk: string; at: number }> = [];
    const started = Date.now();
    async function* model() {
      yield 'a';
      yield 'b';
      await sleep(30);
      yield 'c';
      await sleep(30);
      yield 'd';
    }
    for await (const chunk of coalesceChunks(model())) seen.push({ chunk, at: Date.now() - started });
    expect(seen.map((s) => s.chunk)).toEqual(['ab', 'c', 'd']);
    expect(seen[0]!.at).toBeLessThan(25);
  });

  it('yields nothing for an empty source', async () => {
    async function* empty() {}
    expect(await collect(coalesceChunks(empty()))).toEqual([]);
  });

  it('sends what came before a failure, then fails', async () => {
    async function* failing() {
      yield 'a';
      throw new Error('boom');
    }
    const out: string[] = [];
    await expect(async () => {
      for await (const chunk of coalesceChunks(failing())) out.push(chunk);
    }).rejects.toThrow('boom');
    expect(out).toEqual(['a']);
  });

  it('stops the source when the reader stops early', async () => {
    let isFinished = false;
    async function* endless() {
      try {
        for (let i = 0; ; i++) {
          yield String(i);
          await sleep(5);
        }
      } finally {
        isFinished = true;
      }
    }
    for await (const chunk of coalesceChunks(endless())) if (chunk === '2') break;
    expect(isFinished).toBe(true);
  });
});

describe('toEventStream', () => {
  async function piecesOf(body: string | Readable): Promise<string[]> {
    if (typeof body === 'string') throw new Error('expected a stream');
    const pieces: string[] = [];
    for await (const piece of body) pieces.push(Buffer.from(piece).toString());
    return pieces;
  }

  it('is one string for a source that ends before the event loop turns', async () => {
    async function* turn() {
      yield 'data: 1\n\n';
      await Promise.resolve();
      yield 'data: 2\n\n';
    }
    expect(await toEventStream(turn())).toBe('data: 1\n\ndata: 2\n\n');
  });

  it('is an empty string for an empty source', async () => {
    async function* empty() {}
    expect(await toEventStream(empty())).toBe('');
  });

  it('is a byte stream for a source still going, its ready chunks in one piece', async () => {
    async function* model() {
      yield 'data: 1\n\n';
      yield 'data: 2\n\n';
      await sleep(20);
      yield 'data: 3\n\n';
    }
    expect(await piecesOf(await toEventStream(model()))).toEqual(['data: 1\n\ndata: 2\n\n', 'data: 3\n\n']);
  });

  it('sends what came before a failure, then fails the stream', async () => {
    async function* failing() {
      yield 'data: 1\n\n';
      await sleep(5);
      throw new Error('boom');
    }
    const body = await toEventStream(failing());
    const pieces: string[] = [];
    await expect(async () => {
      if (typeof body === 'string') throw new Error('expected a stream');
      for await (const piece of body) pieces.push(Buffer.from(piece).toString());
    }).rejects.toThrow('boom');
    expect(pieces).toEqual(['data: 1\n\n']);
  });

  it('stops the source when the stream is destroyed', async () => {
    let isFinished = false;
    async function* endless() {
      try {
        for (let i = 0; ; i++) {
          yield `data: ${i}\n\n`;
          await sleep(5);
        }
      } finally {
        isFinished = true;
      }
    }
    const body = await toEventStream(endless());
    if (typeof body === 'string') throw new Error('expected a stream');
    for await (const piece of body) if (Buffer.from(piece).toString().includes('2')) break;
    // The stream returns its source as it is destroyed, after the loop has left.
    await vi.waitFor(() => expect(isFinished).toBe(true));
  });
});
