import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSentryIngest, startFakeSentryIngest } from '../../src/testing/fake-sentry-ingest';
import { buildTestApp, type TestApp } from '../support/build-test-app';

// What a visitor wrote, carried by a failing request: it must never reach the monitoring server.
const reportText = 'Puddle by the freezers in aisle 7';
const visitorEmail = 'visitor@example.com';

describe('Error and performance monitoring (SENTRY_DSN)', () => {
  let ingest: FakeSentryIngest;
  let t: TestApp;
  let app: TestApp['app'];

  beforeAll(async () => {
    ingest = await startFakeSentryIngest();
    t = await buildTestApp(
      { SENTRY_DSN: ingest.dsn, SENTRY_ENVIRONMENT: 'test-env' },
      {
        // A route that fails the way a bug would, with the request's text in its message.
        beforeReady: (built) =>
          built.post('/api/test/fail', async (request) => {
            const body = request.body as { title: string; email: string };
            throw new Error(`could not save "${body.title}" for ${body.email}`);
          }),
      },
    );
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    await ingest.close();
  });

  it('sends an unexpected server error with its request id and route, and nothing the request carried', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/test/fail?email=${encodeURIComponent(visitorEmail)}`,
      payload: { title: reportText, email: visitorEmail },
      headers: { cookie: 'sitewatch_session=secret-session-value' },
    });
    expect(response.statusCode).toBe(500);
    const requestId = response.json().requestId as string;

    await app.deps.monitor.flush(5000);
    const event = await ingest.waitFor('event');
    expect(event.body).toMatchObject({
      environment: 'test-env',
      tags: { request_id: requestId, route: '/api/test/fail' },
      transaction: 'POST /api/test/fail',
    });
    const exception = (event.body as { exception: { values: { type: string; value: string }[] } }).exception.values[0];
    expect(exception).toMatchObject({ type: 'Error', value: 'could not save [redacted] for [email]' });

    const everything = ingest.rawText();
    expect(everything).not.toContain(reportText);
    expect(everything).not.toContain(visitorEmail);
    expect(everything).not.toContain('secret-session-value');
  });

  it('sends one trace per request, named by its route pattern, never the raw URL', async () => {
    const siteId = '00000000-0000-4000-8000-000000000000';
    expect((await app.inject({ method: 'GET', url: `/api/site/${siteId}` })).statusCode).toBe(401);
    await app.deps.monitor.flush(5000);
    const trace = await ingest.waitFor('transaction', (item) => item.body?.transaction === 'GET /api/site/:siteId');
    expect(trace.body?.contexts).toMatchObject({ trace: { op: 'http.server' } });
    expect(ingest.rawText()).not.toContain(siteId);
  });

  it('does not report expected answers (4xx) as errors', async () => {
    const before = ingest.items.filter((item) => item.type === 'event').length;
    await app.inject({ method: 'GET', url: '/api/no-such-route' });
    await app.inject({ method: 'POST', url: '/api/user', payload: { name: 'x' } });
    await app.deps.monitor.flush(5000);
    expect(ingest.items.filter((item) => item.type === 'event')).toHaveLength(before);
  });
});
