import { getTranslation } from '@sitewatch/shared/i18n/all';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLanguageModel } from '../../src/adapters/assistant/llm/create-language-model';
import { createLlmEngine } from '../../src/adapters/assistant/llm/llm-engine';
import { makeJpeg } from '../files/sample-files';
import { createTestUpload } from '../public-issues/support/stored-upload';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, publicSiteHeaders } from '../support/factories';
import { startFakeOpenAiServer, textChunks, toolCallChunks } from './support/fake-openai-server';
import { runEngine, visitorSays, visitorSendsPhoto } from './support/run-engine';
import { parseSseBody, summarize } from './support/sse';
import { webOnly } from './support/web-only';

// Loopback ports of this suite: the fake provider and the listening app.
const providerPort = 3130;
const appPort = 3131;

interface ChatCompletionRequest {
  model: string;
  stream: boolean;
  messages: Array<{ role: string; content: unknown; tool_calls?: unknown }>;
  tools?: Array<{ function: { name: string } }>;
}

describe('LLM assistant through a real OpenAI-compatible HTTP provider', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
  let t: TestApp;
  type Site = Awaited<ReturnType<typeof createTestSite>>;
  let site: Site;
  let otherSite: Site;
  const apology = getTranslation('en').assistant.apology;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer(providerPort);
    t = await buildTestApp({
      ...webOnly,
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'test-model',
      AI_BASE_URL: fake.baseUrl,
    });
    site = await createTestSite(t.testDatabase.database.db, { name: 'Harbour Station', operatingHours: '5am - 1am' });
    otherSite = await createTestSite(t.testDatabase.database.db);
    await t.app.listen({ host: '127.0.0.1', port: appPort });
  });
  afterAll(async () => {
    // fetch may hold a spare keep-alive connection that has sent nothing; it would delay the close.
    t.app.server.closeAllConnections();
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  let addressCounter = 0;
  function chat(messages: unknown[], language = 'en') {
    return t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issue-reporting/chat`,
      headers: publicSiteHeaders(site),
      remoteAddress: `10.3.0.${(addressCounter++ % 250) + 1}`,
      payload: { messages, language },
    });
  }

  it('streams the model text chunk by chunk under one message id', async () => {
    fake.setScript(() => ({ kind: 'stream', chunks: textChunks(['Thanks! ', 'Where ', 'exactly ', 'is it?']) }));
    const res = await chat([visitorSays('The ticket machine is broken')]);
    expect(res.statusCode).toBe(200);
    const messages = parseSseBody(res.body);
    const { texts, textIds } = summarize(messages);
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expect(textIds).toHaveLength(1);
    expect(texts).toEqual(['Thanks! Where exactly is it?']);

    const request = fake.requests[0];
    expect(request?.path).toBe('/v1/chat/completions');
    const body = request?.body as ChatCompletionRequest;
    expect(body.model).toBe('test-model');
    expect(body.stream).toBe(true);
    expect(body.messages[0]?.role).toBe('system');
    expect(String(body.messages[0]?.content)).toContain('Harbour Station');
    expect(String(body.messages[0]?.content)).toContain('5am - 1am');
    expect(body.messages.at(-1)).toMatchObject({ role: 'user', content: 'The ticket machine is broken' });
    expect(body.tools?.map((tool) => tool.function.name)).toEqual(['draftIssue']);
  });

  it('turns a streamed draftIssue tool call into one draft, then the follow-up text', async () => {
    fake.setScript((request) => {
      const body = request.body as ChatCompletionRequest;
      const hasToolResult = body.messages.some((m) => m.role === 'tool');
      return hasToolResult
        ? { kind: 'stream', chunks: textChunks(['Please check ', 'the report.']) }
        : {
            kind: 'stream',
            chunks: toolCallChunks('draftIssue', {
              title: '**Ticket machine** broken',
              description: 'The ticket machine on platform 2 <i>rejects</i> cards',
              location: 'Platform 2',
              photoIds: ['p1', 'photo-of-someone-else'],
            }),
          };
    });
    const res = await chat([visitorSendsPhoto('p1'), visitorSays('The ticket machine on platform 2 rejects cards')]);
    const messages = parseSseBody(res.body);
    const { texts, drafts } = summarize(messages);
    expect(drafts).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{8}$/),
        type: 'assistantIssueCreated',
        title: 'Ticket machine broken',
        description: 'The ticket machine on platform 2 rejects cards',
        location: 'Platform 2',
        photoIds: ['p1'],
      },
    ]);
    expect(texts).toEqual(['Please check the report.']);
    expect(fake.requests).toHaveLength(2);
  });

  it('streams a slow provider through as it comes', async () => {
    fake.setScript(() => ({ kind: 'stream', chunks: textChunks(['One ', 'two ', 'three ', 'four.']), delayMs: 150 }));
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${appPort}/api/public/site/${site.id}/issue-reporting/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...publicSiteHeaders(site) },
      body: JSON.stringify({ messages: [visitorSays('Leak')], language: 'en' }),
    });
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    let body = '';
    let firstChunkAt = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (!firstChunkAt && value.length > 0) firstChunkAt = Date.now() - started;
      body += decoder.decode(value, { stream: true });
    }
    const total = Date.now() - started;
    expect(summarize(parseSseBody(body)).texts).toEqual(['One two three four.']);
    // The first piece reached the visitor well before the provider finished.
    expect(total).toBeGreaterThanOrEqual(600);
    expect(firstChunkAt).toBeLessThan(total - 300);
  });

  it('apologises when the provider answers 500, and the stream still ends cleanly', async () => {
    fake.setScript(() => ({
      kind: 'json',
      status: 500,
      body: { error: { message: 'model crashed', type: 'server_error' } },
    }));
    const res = await chat([visitorSays('Leak in the lobby')]);
    expect(res.statusCode).toBe(200);
    expect(summarize(parseSseBody(res.body)).texts).toEqual([apology]);
    expect(res.body).not.toContain('model crashed');
  });

  it('keeps the text before a dropped connection and apologises in a new message', async () => {
    fake.setScript(() => ({ kind: 'stream', chunks: textChunks(['Thanks, ', 'where ', 'is ', 'it?']), dropAfter: 2 }));
    const res = await chat([visitorSays('Leak')]);
    const { texts, textIds } = summarize(parseSseBody(res.body));
    expect(texts).toEqual(['Thanks, where ', apology]);
    expect(new Set(textIds).size).toBe(2);
  });

  it('sends this site’s photos as images and nothing of another site', async () => {
    const storage = t.app.deps.storage;
    const db = t.testDatabase.database.db;
    const jpeg = makeJpeg();
    const mine = await createTestUpload(db, { siteId: site.id, body: jpeg, storage });
    const theirs = await createTestUpload(db, { siteId: otherSite.id, body: jpeg, storage });
    fake.setScript(() => ({ kind: 'stream', chunks: textChunks(['Where is it?']) }));
    await chat([visitorSendsPhoto('mine', mine), visitorSendsPhoto('theirs', theirs), visitorSays('Look at this')]);
    const sent = JSON.stringify((fake.requests[0]?.body as ChatCompletionRequest | undefined)?.messages);
    expect(sent).toContain(`data:image/jpeg;base64,${jpeg.toString('base64')}`);
    expect(sent.split('data:image/').length - 1).toBe(1);
    expect(sent).toContain('Photo id: theirs');
  });

  it('stops the provider call when the visitor disconnects', async () => {
    fake.setScript(() => ({ kind: 'hang' }));
    const visitor = new AbortController();
    const pending = fetch(`http://127.0.0.1:${appPort}/api/public/site/${site.id}/issue-reporting/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...publicSiteHeaders(site) },
      body: JSON.stringify({ messages: [visitorSays('Leak')], language: 'en' }),
      signal: visitor.signal,
    }).catch((error: unknown) => error);
    await expect.poll(() => fake.requests.length, { timeout: 5000 }).toBe(1);
    visitor.abort();
    await pending;
    // The server gave up its own request to the provider: no work continues for a gone visitor.
    await fake.requests[0]?.abandoned;
    expect(fake.requests).toHaveLength(1);
  });

  it('apologises when the provider stalls longer than the engine waits', async () => {
    fake.setScript(() => ({ kind: 'hang' }));
    const model = createLanguageModel({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'test-model',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: undefined,
    });
    if (!model) throw new Error('model not created');
    const started = Date.now();
    const reply = await runEngine(createLlmEngine({ model, idleTimeoutMs: 300 }), [visitorSays('Leak')], {
      language: 'pl',
    });
    expect(reply.texts).toEqual([getTranslation('pl').assistant.apology]);
    expect(Date.now() - started).toBeLessThan(5000);
    await fake.requests[0]?.abandoned;
  });
});
