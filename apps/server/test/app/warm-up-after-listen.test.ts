import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';

describe('assistant warm-up', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('waits until the server listens, so it does not slow the start-up', async () => {
    testApp = await buildTestApp({ AI_PROVIDER: 'builtin' });
    const { chatEngine } = testApp.app.deps;
    expect(chatEngine.warmUp).toBeTypeOf('function');
    const warmUp = vi.spyOn(chatEngine, 'warmUp' as never);
    expect(warmUp).not.toHaveBeenCalled();
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    expect(warmUp).toHaveBeenCalledTimes(1);
  });

  it('warms English only: each other language compiles on its first message', async () => {
    // All 57 languages compiled at start held about 35 MB of an idle server. A fresh copy of the engine's
    // modules stands for a fresh process: test files share a worker's modules, and others compile more.
    vi.resetModules();
    const { createIntakeEngine } = await import('../../src/modules/intake/engine/intake-engine');
    const { compiledLanguages } = await import('../../src/modules/intake/engine/vocabulary/compiled-vocabulary');
    await createIntakeEngine().warmUp?.();
    expect(compiledLanguages()).toEqual(['en']);
  });
});
