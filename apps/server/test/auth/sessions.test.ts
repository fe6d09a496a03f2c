import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { createSession, hashSessionId, sessionCookieName } from '../../src/plugins/session-store';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestUser } from '../support/factories';
import { postLogin, sessionCookieOf } from './embedded-sign-in-flow';
import { embeddedSigningKey, signIdToken } from './test-tokens';

const day = 86_400_000;

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const getUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  const policy = () => ({ idleHours: t.config.SESSION_IDLE_HOURS, maxDays: t.config.SESSION_MAX_DAYS });

  it('logout deletes the session server-side, so the old cookie no longer works', async () => {
    const key = embeddedSigningKey(t.config.DATA_DIR);
    const login = await postLogin(
      t.app,
      await signIdToken({ key, issuer: `${t.config.PUBLIC_URL}/oidc`, audience: 'sitewatch-web' }),
    );
    const cookie = sessionCookieOf(login);
    expect((await getUser(cookie)).statusCode).toBe(200);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie, 'x-sitewatch-csrf': '1' },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === sessionCookieName)?.value).toBe('');
    expect((await getUser(cookie)).statusCode).toBe(401);
    const sessionId = cookie.split('=')[1] ?? '';
    const rows = await t.testDatabase.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(sessionId)));
    expect(rows).toEqual([]);
  });

  it('logout needs the CSRF header', async () => {
    const user = await createTestUser(t.testDatabase.database.db);
    const sessionId = await createSession(t.testDatabase.database.db, user.id, policy());
    const cookie = `${sessionCookieName}=${sessionId}`;
    const response = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect((await getUser(cookie)).statusCode).toBe(200);
  });

  it('a session past its absolute expiry is refused and deleted', async () => {
    const db = t.testDatabase.database.db;
    const user = await createTestUser(db);
    const startedLongAgo = new Date(Date.now() - (t.config.SESSION_MAX_DAYS + 1) * day);
    const sessionId = await createSession(db, user.id, policy(), startedLongAgo);
    // Seen recently: only the absolute limit applies.
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date() })
      .where(eq(sessions.idHash, hashSessionId(sessionId)));
    expect((await getUser(`${sessionCookieName}=${sessionId}`)).statusCode).toBe(401);
    const rows = await db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(sessionId)));
    expect(rows).toEqual([]);
  });

  it('a session idle for longer than the idle limit is refused', async () => {
    const db = t.testDatabase.database.db;
    const user = await createTestUser(db);
    const idleSince = new Date(Date.now() - (t.config.SESSION_IDLE_HOURS + 1) * 3_600_000);
    const sessionId = await createSession(db, user.id, policy(), idleSince);
    expect((await getUser(`${sessionCookieName}=${sessionId}`)).statusCode).toBe(401);
  });

  it('an unknown or missing session id is 401', async () => {
    expect((await getUser(`${sessionCookieName}=not-a-session`)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });
});

describe('sessions over https', () => {
  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const t = await buildTestApp({ PUBLIC_URL: 'https://sitewatch.example.com' });
    try {
      const key = embeddedSigningKey(t.config.DATA_DIR);
      const token = await signIdToken({ key, issuer: 'https://sitewatch.example.com/oidc', audience: 'sitewatch-web' });
      const login = await postLogin(t.app, token);
      expect(login.statusCode).toBe(204);
      expect(login.cookies.find((c) => c.name === sessionCookieName)).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await t.close();
    }
  });
});
