import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/client';
import { createAccessCache } from '../../src/lib/access-cache';
import { createSession, findSessionUser } from '../../src/plugins/session-store';
import { waitFor } from '../background-jobs/wait-for';
import { buildSecondInstance, buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestTeam, createTestUser, signInHeaders } from '../support/factories';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../support/test-database';

const queryMethods = new Set([
  'select',
  'selectDistinct',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  'query',
]);

/** The database with every query the app starts through `db` counted (raw SQL is the job queue's, not a request's). */
function countingQueries(database: Database): { database: Database; count(): number } {
  let queries = 0;
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property === 'string' && queryMethods.has(property)) {
        queries += 1;
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return value;
    },
  }) as Db;
  return { database: { ...database, db }, count: () => queries };
}

async function createTeam(db: Db) {
  const { owner, member, site } = await createTestTeam(db);
  await createTestIssue(db, { siteId: site.id });
  return { owner, member, site, url: `/api/site/${site.id}/issues/open` };
}

describe('signed-in requests answered from the access cache', () => {
  let testDatabase: TestDatabase;
  let counted: ReturnType<typeof countingQueries>;
  let app: FastifyInstance;
  const db = () => testDatabase.database.db;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    counted = countingQueries(testDatabase.database);
    // No job workers: nothing but the requests under test queries.
    ({ app } = await buildTestApp({ JOBS_ENABLED: 'false' }, { database: counted.database }));
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.cleanup();
  });

  it('serves a cached list to a signed-in member without a single query', async () => {
    const { member, url } = await createTeam(db());
    const headers = await signInHeaders(db(), member.id);
    const first = await app.inject({ method: 'GET', url, headers });
    expect(first.statusCode).toBe(200);
    const before = counted.count();
    const again = await app.inject({ method: 'GET', url, headers });
    expect(again.statusCode).toBe(200);
    const revalidated = await app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(counted.count()).toBe(before);
  });

  it('refuses the cookie at once after logout', async () => {
    const { member, url } = await createTeam(db());
    const headers = await signInHeaders(db(), member.id);
    expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/api/user/logout', headers });
    expect(logout.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(401);
  });

  it('refuses a removed member at once', async () => {
    const { owner, member, site, url } = await createTeam(db());
    const ownerHeaders = await signInHeaders(db(), owner.id);
    const memberHeaders = await signInHeaders(db(), member.id);
    expect((await app.inject({ method: 'GET', url, headers: memberHeaders })).statusCode).toBe(200);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/site/${site.id}/members/${member.id}`,
      headers: ownerHeaders,
    });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url, headers: memberHeaders })).statusCode).toBe(404);
  });

  it('keeps the idle and absolute expiry of a cached session', async () => {
    const user = await createTestUser(db());
    const policy = { idleHours: 1, maxDays: 1 };
    const cache = createAccessCache({ database: testDatabase.database, log: app.log, ttlMs: 10 * 86_400_000 });
    const start = new Date();
    const sessionId = await createSession(db(), user.id, policy, start);
    const at = (ms: number) => ({ cache, now: new Date(start.getTime() + ms) });
    expect(await findSessionUser(db(), sessionId, policy, at(0))).toMatchObject({ id: user.id });
    // Seen every 50 minutes: never idle for an hour, each visit writing last-seen, until the absolute day is over.
    for (let minutes = 50; minutes < 24 * 60; minutes += 50) {
      expect(await findSessionUser(db(), sessionId, policy, at(minutes * 60_000))).toMatchObject({ id: user.id });
    }
    expect(await findSessionUser(db(), sessionId, policy, at(86_400_000))).toBeNull();
    expect(await findSessionUser(db(), sessionId, policy, { now: new Date(start.getTime() + 60_000) })).toBeNull();

    const idle = await createSession(db(), user.id, policy, start);
    expect(await findSessionUser(db(), idle, policy, at(0))).toMatchObject({ id: user.id });
    expect(await findSessionUser(db(), idle, policy, at(61 * 60_000))).toBeNull();
  });
});

// Two servers on one PostgreSQL: what is taken back on A is refused on B once the notice arrives.
describe.runIf(testDatabaseKind === 'postgres')('the access cache across two instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    a = await buildTestApp();
    ({ app: b, close: closeB } = await buildSecondInstance(a));
  });
  afterAll(async () => {
    await closeB?.();
    await a?.close();
  });

  it('a logout on A ends the session cached on B', async () => {
    const db = a.testDatabase.database.db;
    const { member, url } = await createTeam(db);
    const headers = await signInHeaders(db, member.id);
    expect((await b.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/user/logout', headers })).statusCode).toBe(204);
    await waitFor(async () => (await b.inject({ method: 'GET', url, headers })).statusCode === 401, {
      timeoutMs: 3000,
      what: 'instance B to drop the ended session',
    });
  });

  it('a member removed on A is refused on B', async () => {
    const db = a.testDatabase.database.db;
    const { owner, member, site, url } = await createTeam(db);
    const memberHeaders = await signInHeaders(db, member.id);
    expect((await b.inject({ method: 'GET', url, headers: memberHeaders })).statusCode).toBe(200);
    const removed = await a.app.inject({
      method: 'DELETE',
      url: `/api/site/${site.id}/members/${member.id}`,
      headers: await signInHeaders(db, owner.id),
    });
    expect(removed.statusCode).toBe(204);
    await waitFor(async () => (await b.inject({ method: 'GET', url, headers: memberHeaders })).statusCode === 404, {
      timeoutMs: 3000,
      what: 'instance B to drop the membership',
    });
  });
});
