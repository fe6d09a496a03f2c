import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';

// Optional heavy parts load only when the configuration uses them, or on first use: a server on the
// built-in assistant must start without the AI SDK (about 300 ms and 30 MB), and without oidc-provider
// until someone signs in through the embedded provider (about 250 ms and 30 MB).
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
vi.mock('oidc-provider', async (importOriginal) => {
  loaded.push('oidc-provider');
  return importOriginal();
});

describe('optional modules', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  // First: a module once loaded stays loaded for the rest of this file.
  it('does not load oidc-provider when an external issuer is configured', async () => {
    testApp = await buildTestApp({
      OIDC_ISSUER: 'http://127.0.0.1:9/realms/test',
      OIDC_CLIENT_ID: 'sitewatch',
    });
    expect((await testApp.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(loaded).toEqual([]);
  });

  it('does not load the AI SDK with the built-in assistant', async () => {
    testApp = await buildTestApp({ AI_PROVIDER: 'builtin' });
    expect((await testApp.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(loaded.filter((name) => name === 'ai' || name.startsWith('@ai-sdk/'))).toEqual([]);
  });

  it('loads the embedded provider on the first request to it, not at start-up', async () => {
    testApp = await buildTestApp();
    expect(loaded).not.toContain('oidc-provider');
    const discovery = await testApp.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json().issuer).toBe(`${testApp.config.PUBLIC_URL}/oidc`);
    expect(loaded).toContain('oidc-provider');
  });
});
