import { describe, expect, it } from 'vitest';
import { endStreamOnError } from './chat-stream';

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

describe('endStreamOnError', () => {
  it('ends a stream that fails midway with an apology and a final error event', async () => {
    async function* failing() {
      yield 'data: {"first":true}\n\n';
      throw new Error('boom');
    }
    const errors: unknown[] = [];
    const chunks = await collect(endStreamOnError(failing(), 'en', (error) => errors.push(error)));
    expect(chunks[0]).toBe('data: {"first":true}\n\n');
    expect(chunks[1]).toMatch(/^data: \{.*"type":"assistantMessage"/);
    expect(chunks[2]).toBe(
      'event: error\ndata: {"code":"INTERNAL","message":"The answer stopped because of an error on our side."}\n\n',
    );
    expect(errors).toHaveLength(1);
  });

  it('passes a healthy stream through untouched', async () => {
    async function* healthy() {
      yield 'data: 1\n\n';
    }
    expect(await collect(endStreamOnError(healthy(), 'en', () => {}))).toEqual(['data: 1\n\n']);
  });
});
