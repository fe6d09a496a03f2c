import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completion, type RecordedRequest, startFakeOpenAiServer } from '../assistant/support/fake-openai-server';
import { webOnly } from '../assistant/support/web-only';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, publicSiteHeaders } from '../support/factories';

const isDuplicateCheck = (request: RecordedRequest) => JSON.stringify(request.body).includes('Open issues:');

describe('duplicates with a configured model (OpenAI-compatible provider over HTTP)', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
  let t: TestApp;
  let site: Awaited<ReturnType<typeof createTestSite>>;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer(0);
    t = await buildTestApp({
      ...webOnly,
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'judge-model',
      AI_BASE_URL: fake.baseUrl,
      // Generous: a loaded test machine must not turn a slow first call into a fallback.
      AI_TRIAGE_TIMEOUT_MS: '20000',
    });
    site = await createTestSite(t.testDatabase.database.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  let addressCounter = 0;
  const submit = (report: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issues`,
      headers: publicSiteHeaders(site),
      remoteAddress: `10.5.0.${(addressCounter++ % 250) + 1}`,
      payload: report,
    });

  it('asks the model and attaches the same spill reported in another language', async () => {
    fake.setScript((request) =>
      isDuplicateCheck(request)
        ? { kind: 'json', body: completion('{"sameProblemAs":1}') }
        : { kind: 'json', body: completion('{"priority":"MEDIUM","category":"CLEANING"}') },
    );
    const first = await submit({ title: 'Milk spill', description: 'Milk all over the floor', location: 'Aisle 3' });
    expect(first.statusCode).toBe(201);
    const second = await submit({
      title: 'Derrame de leche',
      description: 'Hay leche por todo el suelo',
      location: 'Pasillo 3',
      language: 'es',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ id: first.json().id, alreadyReported: true });
    const asked = fake.requests.filter(isDuplicateCheck);
    expect(asked).toHaveLength(1);
    expect(JSON.stringify(asked[0]?.body)).toContain('Hay leche por todo el suelo');
  });

  it('lets the thresholds decide when the model fails, and stores the report', async () => {
    fake.setScript((request) =>
      isDuplicateCheck(request)
        ? { kind: 'json', status: 500, body: { error: { message: 'boom' } } }
        : { kind: 'json', body: completion('{"priority":"MEDIUM","category":"MECHANICAL_ELECTRICAL"}') },
    );
    const first = await submit({
      title: 'Lift stuck',
      description: 'The lift is stuck on floor 2',
      location: 'Lift A',
    });
    const again = await submit({
      title: 'Lift stuck',
      description: 'The lift is stuck on floor 2 again',
      location: 'Lift A',
    });
    const other = await submit({ title: 'Lift noise', description: 'Grinding noise when moving', location: 'Lift B' });
    expect(again.json()).toMatchObject({ id: first.json().id, alreadyReported: true });
    expect(other.statusCode).toBe(201);
    expect(other.json()).toMatchObject({ alreadyReported: false });
  });
});
