import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';

const token = 'metrics-token-for-tests-0123456789';

/** The value of one sample line, e.g. sitewatch_http_requests_total{method="GET",route="/api/health",...}. */
function sampleValue(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (wanted.every((label) => line.includes(label))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe('Prometheus metrics at /metrics', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    return response.body;
  };

  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a scrape without the token or with a wrong one', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer');
    expect(without.body).not.toContain('sitewatch_http_requests_total');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, with latencies', async () => {
    const labels = { method: 'GET', route: '/api/health', status_code: '200' };
    const before = sampleValue(await scrape(), 'sitewatch_http_requests_total', labels);
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const unknownSite = '/api/site/00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'GET', url: unknownSite })).statusCode).toBe(401);
    const after = await scrape();
    expect(sampleValue(after, 'sitewatch_http_requests_total', labels)).toBe(before + 3);
    expect(sampleValue(after, 'sitewatch_http_request_duration_seconds_count', labels)).toBe(before + 3);
    // The route pattern, never the raw URL with its ids.
    expect(
      sampleValue(after, 'sitewatch_http_requests_total', { route: '/api/site/:siteId', status_code: '401' }),
    ).toBe(1);
    expect(after).not.toContain('00000000-0000-4000-8000-000000000000');
  });

  it('counts emails sent, and reports open streams, the job queue and process metrics', async () => {
    const before = sampleValue(await scrape(), 'sitewatch_emails_total', { result: 'sent' });
    await t.app.deps.mailer.send({
      to: 'manager@example.com',
      subject: 'Counted',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    const after = await scrape();
    expect(sampleValue(after, 'sitewatch_emails_total', { result: 'sent' })).toBe(before + 1);
    expect(after).toContain('sitewatch_sse_streams_open 0');
    expect(after).toContain('# TYPE sitewatch_jobs gauge');
    expect(after).toContain('# TYPE sitewatch_process_cpu_seconds_total counter');
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answer every request with its id, errors included', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const error = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(error.statusCode).toBe(401);
    expect(error.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(error.headers['x-request-id']).not.toBe(health.headers['x-request-id']);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'x-sitewatch-csrf': '1' },
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(invalid.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a proxy's well-formed request id and replaces anything else", async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-1234abcd' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234abcd');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith a newline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is off without METRICS_TOKEN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('puts the request id in every error answer, the header and the body agreeing', async () => {
    // The router's own 404, a route's 401, and a validation 400 all carry it.
    for (const request of [
      { method: 'GET' as const, url: '/api/no-such-route' },
      { method: 'GET' as const, url: '/api/site/00000000-0000-4000-8000-000000000000' },
      {
        method: 'POST' as const,
        url: '/api/public/site/00000000-0000-4000-8000-000000000000/issue-reporting/chat',
        payload: { messages: 'x' },
      },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      const id = response.headers['x-request-id'];
      expect(typeof id).toBe('string');
      expect(response.json()).toMatchObject({ requestId: id });
    }
    // A proxy's well-formed id is kept, so one id follows the request through every layer.
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { 'x-request-id': 'edge-1234abcd' },
    });
    expect(given.headers['x-request-id']).toBe('edge-1234abcd');
    expect(given.json()).toMatchObject({ requestId: 'edge-1234abcd' });
  });
});
