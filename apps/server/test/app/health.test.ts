import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';

describe('health and errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers JSON 404 for unknown API routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on every response, 404s of unknown routes included', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    const securityHeaders = (res: typeof first) =>
      Object.fromEntries(
        [
          'content-security-policy',
          'cross-origin-opener-policy',
          'cross-origin-resource-policy',
          'referrer-policy',
          'x-frame-options',
          'x-dns-prefetch-control',
          'strict-transport-security',
          'cross-origin-embedder-policy',
        ].map((name) => [name, res.headers[name]]),
      );
    expect(securityHeaders(first)).toEqual(securityHeaders(second));
    expect(securityHeaders(missing)).toEqual(securityHeaders(first));
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(first.headers['cross-origin-opener-policy']).toBe('same-origin');
    // The feedback page uses the camera and microphone; plain http has no HSTS.
    expect(first.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(first.headers['strict-transport-security']).toBeUndefined();
    expect(first.headers['x-powered-by']).toBeUndefined();
  });
});
