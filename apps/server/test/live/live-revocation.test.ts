import { randomUUID } from 'node:crypto';
import type { Issue } from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { siteMembers, users } from '../../src/db/schema';
import { createSession, sessionCookieName } from '../../src/plugins/session-store';
import { postLogin, sessionCookieOf } from '../auth/embedded-sign-in-flow';
import { embeddedSigningKey, signIdToken } from '../auth/test-tokens';
import { buildSecondInstance, buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestTeam, signInHeaders } from '../support/factories';
import { testDatabaseKind } from '../support/test-database';
import { startLiveRoutesAlone } from './live-routes-alone';
import { liveBoundMs, openSse, type SseConnection, waitFor } from './sse-client';

const csrf = { 'x-sitewatch-csrf': '1' };
/**
 * A stream must end because its access was taken back, pushed to it at once, not at its lifetime's end (minutes
 * away). Issue 27's figure is under 1 s, and on a quiet machine these cases end in 15–50 ms; the bound is looser so
 * that it holds with both cores busy (1.36 s was seen with stress-ng beside the suite), and still far below any
 * end the stream would reach without the push.
 */
const revocationBoundMs = 5000;

interface LiveEvent {
  type: string;
  issue: Issue;
}

async function openLive(baseUrl: string, siteId: string, headers: Record<string, string>): Promise<SseConnection> {
  const stream = await openSse(`${baseUrl}/api/site/${siteId}/issues/events`, headers);
  if (stream.status === 200) await waitFor(() => stream.received().includes(': connected'), liveBoundMs, 'the stream');
  return stream;
}

/** How long after `started` the stream ended; fails when it is still open liveBoundMs later. */
async function endedAfter(stream: SseConnection, started: number): Promise<number> {
  await expect(stream.nextData(() => false)).rejects.toThrow(/stream ended/);
  return Date.now() - started;
}

/**
 * Node 20's fetch opens a fresh connection when a stream is aborted; a server closing waits for a connection
 * that never sent a request (its headers timeout, over a minute). Every stream is closed when this runs.
 */
function dropUnusedConnections(t: TestApp | undefined): void {
  t?.app.server.closeAllConnections();
}

/** A site with an owner (signed in) and a member. */
async function createTeam(db: Db) {
  const team = await createTestTeam(db);
  return { ...team, ownerHeaders: await signInHeaders(db, team.owner.id) };
}

async function reportIssue(app: FastifyInstance, db: Db, siteId: string, title: string) {
  const row = await createTestIssue(db, { siteId, title });
  app.deps.events.emit('issue.created', row);
  return row;
}

/**
 * Opens the member's stream on every instance (and the owner's, as a witness that issues still flow), checks
 * that an issue reaches them, takes the access back through `revoke`, and answers how long each member stream
 * took to end. Then an issue reaches the owner's streams and none of the member's, and a reconnect answers
 * `reconnectStatus`.
 */
async function expectStreamsEnd(options: {
  app: FastifyInstance;
  db: Db;
  baseUrls: string[];
  siteId: string;
  memberHeaders: Record<string, string>;
  ownerHeaders: Record<string, string>;
  revoke(): Promise<{ statusCode: number }>;
  reconnectStatus: number;
}): Promise<number[]> {
  const { app, db, baseUrls, siteId } = options;
  const members = await Promise.all(baseUrls.map((url) => openLive(url, siteId, options.memberHeaders)));
  const owners = await Promise.all(baseUrls.map((url) => openLive(url, siteId, options.ownerHeaders)));
  try {
    const before = await reportIssue(app, db, siteId, `Before ${randomUUID()}`);
    await Promise.all(members.map((stream) => stream.nextData<LiveEvent>((e) => e.issue.id === before.id)));

    const started = Date.now();
    const ended = members.map((stream) => endedAfter(stream, started));
    expect((await options.revoke()).statusCode).toBe(204);
    const elapsed = await Promise.all(ended);
    for (const ms of elapsed) expect(ms).toBeLessThan(revocationBoundMs);

    const after = await reportIssue(app, db, siteId, `After ${randomUUID()}`);
    await Promise.all(owners.map((stream) => stream.nextData<LiveEvent>((e) => e.issue.id === after.id)));
    for (const stream of members) expect(stream.received()).not.toContain(after.id);

    for (const url of baseUrls) {
      const again = await openLive(url, siteId, options.memberHeaders);
      again.close();
      expect(again.status).toBe(options.reconnectStatus);
    }
    return elapsed;
  } finally {
    for (const stream of [...members, ...owners]) stream.close();
  }
}

/** The four ways access is taken back, each through instance A, with streams on every given instance. */
function revocationCases(instances: () => { a: TestApp; baseUrls: string[] }) {
  const issuer = 'http://localhost:3000/oidc';
  const audience = 'sitewatch-web';
  const setup = async () => {
    const { a, baseUrls } = instances();
    const db = a.testDatabase.database.db;
    const team = await createTeam(db);
    const memberHeaders = await signInHeaders(db, team.member.id);
    return { ...team, app: a.app, db, baseUrls, siteId: team.site.id, memberHeaders };
  };

  it('a member removed by the owner: their streams end and the reconnect answers 404', async () => {
    const s = await setup();
    await expectStreamsEnd({
      ...s,
      reconnectStatus: 404,
      revoke: () =>
        s.app.inject({
          method: 'DELETE',
          url: `/api/site/${s.siteId}/members/${s.member.id}`,
          headers: s.ownerHeaders,
        }),
    });
  });

  it('logout: the session\u2019s streams end and the reconnect answers 401', async () => {
    const s = await setup();
    await expectStreamsEnd({
      ...s,
      reconnectStatus: 401,
      revoke: () => s.app.inject({ method: 'POST', url: '/api/user/logout', headers: s.memberHeaders }),
    });
  });

  it('a role change: the streams end and the reconnect is accepted under the new role', async () => {
    const s = await setup();
    await expectStreamsEnd({
      ...s,
      reconnectStatus: 200,
      revoke: () =>
        s.app.inject({
          method: 'POST',
          url: `/api/site/${s.siteId}/members/${s.member.id}/role`,
          headers: s.ownerHeaders,
          payload: { role: 'owner' },
        }),
    });
  });

  it('a new sign-in in the same browser replaces the session: the old session\u2019s streams end', async () => {
    const s = await setup();
    const key = embeddedSigningKey(instances().a.config.DATA_DIR);
    const subject = `subject-${randomUUID()}`;
    const signIn = async () => signIdToken({ key, issuer, audience, subject });
    const first = await postLogin(s.app, await signIn());
    expect(first.statusCode).toBe(204);
    const oldCookie = sessionCookieOf(first);
    const [user] = await s.db.select().from(users).where(eq(users.subject, subject));
    if (!user) throw new Error('the signed-in user was not stored');
    await s.db.insert(siteMembers).values({ siteId: s.siteId, userId: user.id });
    await expectStreamsEnd({
      ...s,
      memberHeaders: { ...csrf, cookie: oldCookie },
      reconnectStatus: 401,
      revoke: async () =>
        s.app.inject({
          method: 'POST',
          url: '/api/user/login',
          headers: { ...csrf, cookie: oldCookie },
          payload: { accessToken: await signIn() },
        }),
    });
  });
}

describe('live streams end when access is taken back (one instance)', () => {
  let a: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    a = await buildTestApp();
    baseUrl = await a.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    dropUnusedConnections(a);
    await a?.close();
  });

  revocationCases(() => ({ a, baseUrls: [baseUrl] }));

  it('a session that reaches its absolute expiry: the stream ends then, and the reconnect answers 401', async () => {
    const db = a.testDatabase.database.db;
    const { member, site } = await createTeam(db);
    const lifetimeMs = 1500;
    const createdAt = Date.now();
    const sessionId = await createSession(db, member.id, { idleHours: 24, maxDays: lifetimeMs / 86_400_000 });
    const headers = { ...csrf, cookie: `${sessionCookieName}=${sessionId}` };
    const stream = await openLive(baseUrl, site.id, headers);
    const elapsed = await endedAfter(stream, createdAt);
    expect(elapsed).toBeGreaterThanOrEqual(lifetimeMs - 50);
    expect(elapsed).toBeLessThan(lifetimeMs + revocationBoundMs);
    expect((await openLive(baseUrl, site.id, headers)).status).toBe(401);
  });

  it('a session that idles out: the stream ends at the idle expiry, and the reconnect answers 401', async () => {
    const idleMs = 1500;
    const { server, baseUrl: idleBaseUrl } = await startLiveRoutesAlone(
      a,
      {},
      { SESSION_IDLE_HOURS: idleMs / 3_600_000 },
    );
    try {
      const db = a.testDatabase.database.db;
      const { member, site } = await createTeam(db);
      const createdAt = Date.now();
      const headers = await signInHeaders(db, member.id);
      const stream = await openLive(idleBaseUrl, site.id, headers);
      const elapsed = await endedAfter(stream, createdAt);
      expect(elapsed).toBeGreaterThanOrEqual(idleMs - 50);
      expect(elapsed).toBeLessThan(idleMs + revocationBoundMs);
      expect((await openLive(idleBaseUrl, site.id, headers)).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

// Two instances need PostgreSQL (LISTEN/NOTIFY between processes): this part runs in the postgres project.
describe.runIf(testDatabaseKind === 'postgres')('live streams end on every instance when access is taken back', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildSecondInstance>>;
  let baseUrls: string[];
  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildSecondInstance(a);
    baseUrls = [await a.app.listen({ host: '127.0.0.1', port: 0 }), await b.app.listen({ host: '127.0.0.1', port: 0 })];
  });
  afterAll(async () => {
    await b?.close();
    dropUnusedConnections(a);
    await a?.close();
  });

  revocationCases(() => ({ a, baseUrls }));
});
