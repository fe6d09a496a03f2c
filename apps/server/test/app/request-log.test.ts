import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRequestLogged, slowRequestMs } from '../../src/plugins/request-log';
import { buildTestApp } from '../support/build-test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The app with its real logger writing JSON lines into an array. */
async function buildLoggingApp(testDatabase: TestDatabase, overrides: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const { app } = await buildTestApp(overrides, { database: testDatabase.database, logger: { level: 'info', stream } });
  return { app, lines, requestLines: () => lines.filter((line) => line.msg === 'request') };
}

describe('one log line per request', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase.cleanup();
  });

  it('logs method, route pattern, status, duration and request id once, never the query string', async () => {
    const { app, lines, requestLines } = await buildLoggingApp(testDatabase);
    try {
      const ok = await app.inject({ method: 'GET', url: '/api/health?token=secret-token-value' });
      const missing = await app.inject({ method: 'GET', url: '/api/no-such-route/abc?token=secret-token-value' });
      expect(requestLines()).toEqual([
        {
          level: 30,
          time: expect.any(Number),
          pid: expect.any(Number),
          hostname: expect.any(String),
          reqId: ok.headers['x-request-id'],
          method: 'GET',
          route: '/api/health',
          status: ok.statusCode,
          ms: expect.any(Number),
          msg: 'request',
        },
        expect.objectContaining({ reqId: missing.headers['x-request-id'], route: '/api/*', status: 404 }),
      ]);
      // Fastify's own pair of lines is gone, and no line holds the query string.
      expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(false);
      expect(JSON.stringify(lines)).not.toContain('secret-token-value');
    } finally {
      await app.close();
    }
  });

  it('with LOG_REQUEST_SAMPLE=0 logs errors only', async () => {
    const { app, requestLines } = await buildLoggingApp(testDatabase, { LOG_REQUEST_SAMPLE: '0' });
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/no-such-route' });
      expect(requestLines().map((line) => line.status)).toEqual([404]);
    } finally {
      await app.close();
    }
  });
});

describe('which requests are logged', () => {
  const at = (random: number) => () => random;
  it('keeps the sampled share of fast successful requests, and every error and slow request', () => {
    expect(isRequestLogged({ status: 200, ms: 3, sample: 0.1, random: at(0.05) })).toBe(true);
    expect(isRequestLogged({ status: 200, ms: 3, sample: 0.1, random: at(0.5) })).toBe(false);
    expect(isRequestLogged({ status: 304, ms: 3, sample: 0, random: at(0) })).toBe(false);
    expect(isRequestLogged({ status: 200, ms: 3, sample: 1, random: at(0.99) })).toBe(true);
    expect(isRequestLogged({ status: 404, ms: 3, sample: 0, random: at(0.99) })).toBe(true);
    expect(isRequestLogged({ status: 503, ms: 3, sample: 0, random: at(0.99) })).toBe(true);
    expect(isRequestLogged({ status: 200, ms: slowRequestMs, sample: 0, random: at(0.99) })).toBe(true);
  });
});
