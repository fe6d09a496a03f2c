import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';

// Optional heavy parts load only when the configuration uses them: a server on the built-in assistant
// and the embedded provider must start without the AI SDK (about 300 ms and 30 MB at start-up).
const loaded = vi.hoisted((): string[] => []);
vi.mock('ai', () => {
  loaded.push('ai');
  return {};
});
vi.mock('@ai-sdk/openai', () => {
  loaded.push('@ai-sdk/openai');
  return {};
});
vi.mock('@ai-sdk/anthropic', () => {
  loaded.push('@ai-sdk/anthropic');
  return {};
});
vi.mock('@ai-sdk/openai-compatible', () => {
  loaded.push('@ai-sdk/openai-compatible');
  return {};
});

describe('optional modules', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ AI_PROVIDER: 'builtin' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('does not load the AI SDK with the built-in assistant', async () => {
    expect((await testApp.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(loaded).toEqual([]);
  });
});
