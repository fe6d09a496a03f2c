import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, listenerApplicationName } from '../../src/db/client';
import type { TcpProxy } from '../../src/testing/tcp-proxy';
import { webOnly } from '../assistant/support/web-only';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, publicSiteHeaders } from '../support/factories';
import { openProxiedPostgres, type ProxiedPostgres } from '../support/proxied-postgres';
import { testDatabaseKind } from '../support/test-database';

const timeouts = { connectMs: 1000, statementMs: 1500 };
let addressCounter = 0;
const nextAddress = () => `10.41.0.${(addressCounter++ % 250) + 1}`;

// The shared PostgreSQL server is never stopped: faults happen in a proxy this test starts in front of it.
describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL outage through a proxy', () => {
  let app: FastifyInstance;
  let database: Database;
  let proxy: TcpProxy;
  let postgres: ProxiedPostgres;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let t: TestApp;
  const settings = {
    ...webOnly,
    DATABASE_CONNECT_TIMEOUT_MS: String(timeouts.connectMs),
    DATABASE_STATEMENT_TIMEOUT_MS: String(timeouts.statementMs),
  };

  beforeAll(async () => {
    postgres = await openProxiedPostgres(timeouts);
    ({ database, proxy } = postgres);
    site = await createTestSite(database.db);
    t = await buildTestApp(settings, { database });
    app = t.app;
  });
  afterAll(async () => {
    proxy.heal();
    await t?.close();
    await postgres?.close();
  });

  const submit = (title: string) =>
    app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issues`,
      headers: { ...publicSiteHeaders(site), 'idempotency-key': `key-${title.replaceAll(' ', '-')}` },
      remoteAddress: nextAddress(),
      payload: { title, description: 'Water on the floor', location: 'Entrance' },
    });

  async function expectUnavailable(answer: Awaited<ReturnType<typeof submit>>) {
    expect(answer.statusCode).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.json()).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringContaining('database') });
  }

  it('answers 503 with Retry-After when connections are cut, and recovers without a restart', async () => {
    expect((await submit('before the cut')).statusCode).toBe(201);
    proxy.cut();
    await expectUnavailable(await submit('during the cut'));
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', checks: { database: 'down' } });

    proxy.heal();
    expect((await submit('after the cut')).statusCode).toBe(201);
    // The cut also dropped the listening connection; it is back within a second or so.
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).json(), { timeout: 5000 })
      .toMatchObject({ status: 'ok', checks: { database: 'up', notifications: 'up' } });
  });

  it('notices a lost listening connection, drops what it guarded, says so on health and listens again', async () => {
    const states: string[] = [];
    const stopHearing = database.onNoticesGap((state) => states.push(state));
    const accessVersion = app.deps.access.version();
    await database.executeSql(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [listenerApplicationName],
    );
    await expect.poll(() => states, { timeout: 5000 }).toEqual(['lost', 'restored']);
    stopHearing();
    // The access cache dropped everything twice: when notices could no longer be heard, and once they could.
    expect(app.deps.access.version()).toBeGreaterThanOrEqual(accessVersion + 2);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', checks: { database: 'up', notifications: 'up' } });
  });

  it('does not hang longer than the timeouts when the network freezes', async () => {
    proxy.freeze();
    const started = Date.now();
    const [answer, health] = await Promise.all([
      submit('during the freeze'),
      app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    const waited = Date.now() - started;
    await expectUnavailable(answer);
    expect(health.statusCode).toBe(503);
    // The slowest path: a statement on an open connection, client-side limit statementMs + 1 s.
    expect(waited).toBeLessThan(timeouts.statementMs + timeouts.connectMs + 2000);

    proxy.heal();
    // The pool drops broken connections and opens new ones; the next submissions succeed.
    let recovered = 0;
    for (let attempt = 0; attempt < 5 && recovered === 0; attempt++) {
      if ((await submit(`after the freeze ${attempt}`)).statusCode === 201) recovered++;
    }
    expect(recovered).toBe(1);
  });
});
