import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completion, startFakeOpenAiServer } from '../assistant/support/fake-openai-server';
import { webOnly } from '../assistant/support/web-only';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, publicSiteHeaders } from '../support/factories';

const providerPort = 3132;

describe('triage with a configured model (OpenAI-compatible provider over HTTP)', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
  let t: TestApp;
  let site: Awaited<ReturnType<typeof createTestSite>>;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer(providerPort);
    t = await buildTestApp({
      ...webOnly,
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'triage-model',
      AI_BASE_URL: fake.baseUrl,
      AI_TRIAGE_TIMEOUT_MS: '400',
    });
    site = await createTestSite(t.testDatabase.database.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  let addressCounter = 0;
  const submit = (report: { title: string; description: string; location: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issues`,
      headers: publicSiteHeaders(site),
      remoteAddress: `10.4.0.${(addressCounter++ % 250) + 1}`,
      payload: report,
    });

  it('stores the priority and category the model chose', async () => {
    fake.setScript(() => ({ kind: 'json', body: completion('{"priority":"HIGH","category":"SECURITY"}') }));
    const res = await submit({
      title: 'Door forced',
      description: 'The back door lock was forced open',
      location: 'Yard',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ priority: { id: 'HIGH', level: 3 }, category: { id: 'SECURITY' } });
    const request = fake.requests[0]?.body as { model: string; messages: Array<{ content: string }> };
    expect(request.model).toBe('triage-model');
    expect(JSON.stringify(request.messages)).toContain('The back door lock was forced open');
    expect(JSON.stringify(request.messages)).toContain('CRITICAL (level 4)');
  });

  it('falls back to the rules within the timeout when the model hangs', async () => {
    fake.setScript(() => ({ kind: 'hang' }));
    const started = Date.now();
    const res = await submit({ title: 'Smoke', description: 'Smoke coming out of the socket', location: 'Office' });
    const waited = Date.now() - started;
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ priority: { id: 'CRITICAL' }, category: { id: 'MECHANICAL_ELECTRICAL' } });
    expect(waited).toBeLessThan(3000);
    await fake.requests[0]?.abandoned;
  });

  it.each([
    ['a 500', { kind: 'json' as const, status: 500, body: { error: { message: 'boom' } } }],
    [
      'an answer outside the definitions',
      { kind: 'json' as const, body: completion('{"priority":"P1","category":"PIPES"}') },
    ],
    ['prose instead of JSON', { kind: 'json' as const, body: completion('I think this is quite urgent.') }],
  ])('falls back to the rules on %s', async (_name, reply) => {
    fake.setScript(() => reply);
    const res = await submit({ title: 'Leaking tap', description: 'The tap is leaking', location: 'Kitchen' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ priority: { id: 'MEDIUM' }, category: { id: 'PLUMBING' } });
  });
});
