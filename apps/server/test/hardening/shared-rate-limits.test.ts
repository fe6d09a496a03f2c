import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import rateLimit from '@fastify/rate-limit';
import { csrfHeaderName, csrfHeaderValue } from '@sitewatch/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  createPostgresRateLimitCounter,
  createPostgresRateLimitStore,
  type ExecuteSql,
} from '../../src/plugins/postgres-rate-limit-store';
import { perSiteRateLimit } from '../../src/plugins/site-rate-limit';
import type { TcpProxy } from '../../src/testing/tcp-proxy';
import { webOnly } from '../assistant/support/web-only';
import { waitFor } from '../background-jobs/wait-for';
import { buildSecondInstance, buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, publicSiteHeaders } from '../support/factories';
import { openProxiedPostgres, type ProxiedPostgres } from '../support/proxied-postgres';
import { testDatabaseKind } from '../support/test-database';

const minute = 60_000;

function incr(store: FastifyRateLimitStore, key: string, timeWindow = minute) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), timeWindow, 10);
  });
}

function childOf(Store: ReturnType<typeof createPostgresRateLimitStore>, url?: string): FastifyRateLimitStore {
  const root = new Store({});
  return root.child({ routeInfo: url ? { method: 'GET', url } : {} } as unknown as Parameters<typeof root.child>[0]);
}

describe('the PostgreSQL rate-limit store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(webOnly);
  });
  afterAll(async () => {
    await t.close();
  });
  const executeSql: ExecuteSql = (text, values) => t.testDatabase.database.executeSql(text, values);
  // A fresh pool's first connection can take longer than 200 ms on a busy machine; the fallback has its own tests.
  const patient = { executeSql, timeoutMs: 10_000 };

  it('counts one key in one row shared by every store on the database, apart per route, window from its first request', async () => {
    let at = Date.UTC(2026, 10, 25, 4, 0, 30);
    const options = { ...patient, now: () => at };
    const first = childOf(createPostgresRateLimitStore(options), '/api/a');
    const second = childOf(createPostgresRateLimitStore(options), '/api/a');
    const otherRoute = childOf(createPostgresRateLimitStore(options), '/api/b');

    expect(await incr(first, '192.0.2.1')).toEqual({ current: 1, ttl: minute });
    at += 20_000;
    expect(await incr(second, '192.0.2.1')).toEqual({ current: 2, ttl: 40_000 });
    expect((await incr(first, '192.0.2.1')).current).toBe(3);
    expect((await incr(otherRoute, '192.0.2.1')).current).toBe(1);
    expect((await incr(first, '192.0.2.2')).current).toBe(1);

    // Past the minute (not merely the clock's next minute) the window starts again from one.
    at += 39_999;
    expect((await incr(second, '192.0.2.1')).current).toBe(4);
    at += 1;
    expect(await incr(second, '192.0.2.1')).toEqual({ current: 1, ttl: minute });
    const rows = await executeSql('SELECT count, window_start FROM rate_limit_counters WHERE key = $1', [
      'GET /api/a 192.0.2.1',
    ]);
    expect(rows.rows.map((row) => [Number(row.count), new Date(row.window_start as Date).getTime()])).toEqual([
      [1, at],
    ]);
  });

  it('deletes windows older than an hour as it counts', async () => {
    await executeSql('INSERT INTO rate_limit_counters (key, window_start, count) VALUES ($1, $2, 7), ($3, $4, 2)', [
      'old-key',
      new Date(Date.now() - 2 * 60 * minute),
      'recent-key',
      new Date(Date.now() - 10 * minute),
    ]);
    await incr(childOf(createPostgresRateLimitStore(patient)), 'sweep-trigger');
    const left = async () =>
      (await executeSql('SELECT key FROM rate_limit_counters WHERE key = ANY($1)', [['old-key', 'recent-key']])).rows;
    // The sweep runs beside the count, not before it: wait for it.
    await waitFor(async () => (await left()).length === 1, { what: 'the sweep', timeoutMs: 5000 });
    expect((await left()).map((row) => row.key)).toEqual(['recent-key']);
  });

  it('shares the per-site "under attack" counters between two instances', async () => {
    const rule = { name: 'chat', busyAfter: 20, perAddressWhenBusy: 3, timeWindow: minute };
    async function buildSiteApp() {
      const app = Fastify();
      await app.register(rateLimit, { global: false, store: createPostgresRateLimitStore(patient) });
      app.decorateRequest('publicSite', null);
      app.addHook('onRequest', async (request) => {
        request.publicSite = { id: 'shared-site' } as NonNullable<typeof request.publicSite>;
      });
      app.get('/chat', { preHandler: perSiteRateLimit(app, rule) }, async () => ({ ok: true }));
      await app.ready();
      return app;
    }
    const apps = [await buildSiteApp(), await buildSiteApp()];
    try {
      // 20 calls spread over both: counted per instance each would be at 10 of 20; shared, the site is busy.
      const flood = await spreadOver(apps, 20, async (app) => {
        const res = await app.inject({ method: 'GET', url: '/chat', remoteAddress: '10.9.0.1' });
        return res.statusCode;
      });
      expect(flood.every((status) => status === 200)).toBe(true);
      const visitor = await spreadOver(apps, 4, async (app) => {
        const res = await app.inject({ method: 'GET', url: '/chat', remoteAddress: '10.9.1.1' });
        return res.statusCode;
      });
      expect(visitor).toEqual([200, 200, 200, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('counts in memory when the database does not answer in time, and retries it later', async () => {
    let at = Date.UTC(2026, 10, 25, 4, 0, 0);
    let calls = 0;
    const fallbacks: unknown[] = [];
    const Store = createPostgresRateLimitStore({
      executeSql: () => {
        calls++;
        return new Promise(() => {}); // a frozen network: no answer, no error
      },
      timeoutMs: 50,
      retryAfterMs: 5000,
      now: () => at,
      onFallback: (error) => fallbacks.push(error),
    });
    const store = childOf(Store, '/api/c');
    const started = Date.now();
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push((await incr(store, '198.51.100.9')).current);
    expect(counts).toEqual([1, 2, 3, 4]);
    // Only the first request waited for the database; the others went straight to memory.
    expect(calls).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fallbacks).toHaveLength(1);
    expect(String(fallbacks[0])).toContain('longer than 50 ms');
    at += 6000;
    await incr(store, '198.51.100.9');
    expect(calls).toBe(2);
  });

  it('adds a weight in the row, and what was counted in memory during an outage once the database is back', async () => {
    let at = Date.UTC(2026, 10, 25, 5, 0, 0);
    let isDown = false;
    const flaky: ExecuteSql = (text, values) =>
      isDown ? Promise.reject(new Error('connection refused')) : executeSql(text, values);
    const options = { ...patient, executeSql: flaky, retryAfterMs: 5000, now: () => at };
    const first = createPostgresRateLimitCounter(options);
    const second = createPostgresRateLimitCounter(options);
    expect((await first.count('body-kib:192.0.2.30', minute, 700)).current).toBe(700);
    isDown = true;
    expect((await first.count('body-kib:192.0.2.30', minute, 300)).current).toBe(1000);
    isDown = false;
    at += 6000;
    expect((await first.count('body-kib:192.0.2.30', minute, 24)).current).toBe(1024);
    expect((await second.count('body-kib:192.0.2.30', minute, 1)).current).toBe(1025);
    const rows = await executeSql('SELECT count FROM rate_limit_counters WHERE key = $1', ['body-kib:192.0.2.30']);
    expect(Number(rows.rows[0]?.count)).toBe(1025);
  });

  it('counts in memory when the database refuses the statement', async () => {
    const Store = createPostgresRateLimitStore({
      executeSql: () => Promise.reject(new Error('connection refused')),
    });
    const store = childOf(Store);
    expect((await incr(store, 'site:chat:1')).current).toBe(1);
    expect((await incr(store, 'site:chat:1')).current).toBe(2);
  });
});

async function spreadOver(apps: FastifyInstance[], count: number, request: (app: FastifyInstance) => Promise<number>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await request(apps[i % apps.length] as FastifyInstance));
  return statuses;
}

describe.runIf(testDatabaseKind === 'postgres')(
  'two instances on one PostgreSQL database (PostgreSQL only: an embedded PGlite database belongs to one process)',
  () => {
    let first: TestApp;
    let secondInstance: Awaited<ReturnType<typeof buildSecondInstance>>;
    let second: FastifyInstance;
    // Counting must not fall back to memory on a busy test machine: that is the other suite's subject.
    const settings = { ...webOnly, RATE_LIMIT_DATABASE_TIMEOUT_MS: '5000' };
    beforeAll(async () => {
      first = await buildTestApp(settings);
      secondInstance = await buildSecondInstance(first, settings);
      second = secondInstance.app;
    });
    afterAll(async () => {
      await secondInstance?.close();
      await first?.close();
    });

    it('share each per-address limit: a client spread over both gets 429 at the limit, not at twice it', async () => {
      const site = await createTestSite(first.testDatabase.database.db);
      const statuses = await spreadOver([first.app, second], 121, async (app) => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/public/site/${site.id}`,
          headers: publicSiteHeaders(site),
          remoteAddress: '203.0.113.50',
        });
        return res.statusCode;
      });
      // rateLimits.siteInfo: 120 a minute per address.
      expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
      expect(statuses[120]).toBe(429);
    });
  },
);

describe.runIf(testDatabaseKind === 'postgres')(
  'rate limits while PostgreSQL does not answer (PostgreSQL only: the embedded database cannot be cut)',
  () => {
    let t: TestApp;
    let app: FastifyInstance;
    let database: Database;
    let proxy: TcpProxy;
    let postgres: ProxiedPostgres;
    beforeAll(async () => {
      postgres = await openProxiedPostgres({ connectMs: 1000, statementMs: 1500 });
      ({ database, proxy } = postgres);
      t = await buildTestApp(webOnly, { database });
      app = t.app;
    });
    afterAll(async () => {
      proxy.heal();
      await t?.close();
      await postgres?.close();
    });

    it('falls back to counting in memory: no 500 or 503 from the limiter, 429 still at the limit', async () => {
      proxy.freeze();
      const started = Date.now();
      const statuses = await spreadOver([app], 61, async (instance) => {
        const res = await instance.inject({
          method: 'POST',
          url: '/api/user/login',
          headers: { [csrfHeaderName]: csrfHeaderValue },
          remoteAddress: '192.0.2.200',
          payload: { accessToken: 'not-a-token' },
        });
        return res.statusCode;
      });
      // rateLimits.login: 60 a minute. The token is refused without the database, so only the limiter asks it.
      expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
      expect(statuses[60]).toBe(429);
      // One request waited for the database (200 ms); the rest were counted in memory at once.
      expect(Date.now() - started).toBeLessThan(5000);
    });
  },
);
