import { parseSseText } from '@sitewatch/shared';
import { describe, expect, it } from 'vitest';
import type { ChatEngine, ChatEngineInput } from '../../adapters/assistant/port/chat-engine';
import { createIntakeEngine } from '../intake';
import { chatTurnAtOnce, endStreamOnError, streamChatTurn } from './chat-stream';

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

const site = { name: 'Station', purpose: 'transportation', operatingHours: '24/7' };
const turnOf = (content: string, language = 'en') => ({
  messages: [{ id: '0123abcd', type: 'userMessage' as const, content }],
  language,
  site,
});

/** The events of an SSE body with each message id replaced by its order of first appearance. */
function eventsOf(body: string) {
  const ids = new Map<string, number>();
  return parseSseText(body).map((data) => {
    const event = JSON.parse(data) as { id: string };
    if (!ids.has(event.id)) ids.set(event.id, ids.size);
    return { ...event, id: ids.get(event.id) };
  });
}

async function streamed(engine: ChatEngine, input: Omit<ChatEngineInput, 'signal'>, onError?: (e: unknown) => void) {
  return (await collect(streamChatTurn(engine, { ...input, signal: new AbortController().signal }, onError))).join('');
}

describe('a turn answered at once', () => {
  const engine = createIntakeEngine();
  it.each([
    ['The toilet on floor 2 is blocked', 'en'],
    ['Hello', 'en'],
    ['There is smoke coming from the kitchen', 'en'],
    ['Die Tür am Eingang ist kaputt', 'de'],
  ])('sends the same events as the streamed turn: %s', async (content, language) => {
    const input = turnOf(content, language);
    const replyAtOnce = engine.replyAtOnce;
    if (!replyAtOnce) throw new Error('the built-in engine answers at once');
    const atOnce = eventsOf(chatTurnAtOnce(replyAtOnce, input));
    expect(atOnce.length).toBeGreaterThan(1);
    expect(atOnce).toEqual(eventsOf(await streamed(engine, input)));
  });

  it('answers an engine failure with the apology alone, as the stream does', async () => {
    const errors: unknown[] = [];
    const failing = () => {
      throw new Error('engine broke');
    };
    const body = chatTurnAtOnce(failing, turnOf('The door is broken'), (error) => errors.push(error));
    const events = eventsOf(body);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'assistantMessage' });
    expect(errors).toHaveLength(1);
    const failingEngine: ChatEngine = {
      kind: 'builtin',
      // biome-ignore lint/correctness/useYield: an engine that fails before its first event
      async *reply() {
        throw new Error('engine broke');
      },
    };
    expect(eventsOf(await streamed(failingEngine, turnOf('The door is broken')))).toEqual(events);
  });
});
