import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { postLogin, sessionCookieOf } from './embedded-sign-in-flow';
import { createTestSigningKey, embeddedSigningKey, signIdToken, unsignedToken } from './test-tokens';

const issuer = 'http://localhost:3000/oidc';
const audience = 'sitewatch-web';

describe('POST /api/user/login', () => {
  let t: TestApp;
  let key: JWK;
  beforeAll(async () => {
    t = await buildTestApp();
    key = embeddedSigningKey(t.config.DATA_DIR);
  });
  afterAll(async () => {
    await t.close();
  });

  const expectRejected = async (token: unknown, status = 401) => {
    const response = await postLogin(t.app, token);
    expect(response.statusCode).toBe(status);
    expect(response.cookies.find((c) => c.name === 'sw_session')).toBeUndefined();
    return response;
  };

  it('accepts a valid ID token: 204, an httpOnly SameSite=Lax cookie and a new user keyed by issuer and subject', async () => {
    const subject = `subject-${randomUUID()}`;
    const token = await signIdToken({
      key,
      issuer,
      audience,
      subject,
      claims: { email: 'New.Person@Example.com', name: 'New Person' },
    });
    const response = await postLogin(t.app, token);
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === 'sw_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // At least 128 random bits, and only a hash is stored.
    expect(Buffer.from(cookie?.value ?? '', 'base64url').length).toBeGreaterThanOrEqual(16);
    const [stored] = await t.testDatabase.database.db
      .select()
      .from(sessions)
      .where(
        eq(
          sessions.idHash,
          createHash('sha256')
            .update(cookie?.value ?? '')
            .digest('hex'),
        ),
      );
    expect(stored).toBeDefined();
    expect(JSON.stringify(stored)).not.toContain(cookie?.value);

    const [user] = await t.testDatabase.database.db.select().from(users).where(eq(users.subject, subject));
    expect(user).toMatchObject({ issuer, email: 'new.person@example.com', idpName: 'New Person', name: null });
  });

  it('finds the same user on the next sign-in and refreshes the email, keeping the chosen name', async () => {
    const subject = `subject-${randomUUID()}`;
    await postLogin(t.app, await signIdToken({ key, issuer, audience, subject, claims: { email: 'old@example.com' } }));
    const db = t.testDatabase.database.db;
    await db.update(users).set({ name: 'Chosen Name' }).where(eq(users.subject, subject));
    const again = await postLogin(
      t.app,
      await signIdToken({ key, issuer, audience, subject, claims: { email: 'new@example.com', name: undefined } }),
    );
    expect(again.statusCode).toBe(204);
    const rows = await db.select().from(users).where(eq(users.subject, subject));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'new@example.com', name: 'Chosen Name', idpName: 'Test Person' });
  });

  it('ends the session the browser had before (no session fixation)', async () => {
    const first = await postLogin(t.app, await signIdToken({ key, issuer, audience }));
    const oldCookie = sessionCookieOf(first);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'x-sitewatch-csrf': '1', cookie: oldCookie },
      payload: { accessToken: await signIdToken({ key, issuer, audience }) },
    });
    expect(second.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: oldCookie } });
    expect(me.statusCode).toBe(401);
  });

  it('rejects a bad signature', async () => {
    // Same key id, different key: the signature cannot verify.
    const impostor = { ...createTestSigningKey(), kid: key.kid };
    await expectRejected(await signIdToken({ key: impostor, issuer, audience }));
    const valid = await signIdToken({ key, issuer, audience });
    const [header, , signature] = valid.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ iss: issuer, aud: audience, sub: 'admin', email: 'a@example.com', exp: 9e9, iat: 1 }),
    ).toString('base64url');
    await expectRejected(`${header}.${forgedPayload}.${signature}`);
  });

  it('rejects a key the issuer never published', async () => {
    await expectRejected(await signIdToken({ key: createTestSigningKey(), issuer, audience }));
  });

  it('rejects the wrong audience', async () => {
    const response = await expectRejected(await signIdToken({ key, issuer, audience: 'another-client' }));
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('rejects the wrong issuer', async () => {
    await expectRejected(await signIdToken({ key, issuer: 'http://localhost:3000/other', audience }));
  });

  it('allows 60 s of clock leeway on expiry and rejects a token expired beyond it', async () => {
    expect((await postLogin(t.app, await signIdToken({ key, issuer, audience, expiresIn: -30 }))).statusCode).toBe(204);
    await expectRejected(await signIdToken({ key, issuer, audience, expiresIn: -61 }));
  });

  it('rejects alg none and HS-signed tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRejected(
      unsignedToken({ iss: issuer, aud: audience, sub: 'x', email: 'x@example.com', iat: now, exp: now + 300 }),
    );
    const secret = {
      kty: 'oct',
      k: Buffer.from('a shared secret of thirty-two bytes!').toString('base64url'),
      kid: key.kid,
    };
    await expectRejected(await signIdToken({ key: secret, issuer, audience, alg: 'HS256' }));
  });

  it('rejects a token without an email address', async () => {
    await expectRejected(await signIdToken({ key, issuer, audience, claims: { email: undefined } }));
  });

  it('answers 400 with a field error when the token is missing, and 401 for a non-JWT', async () => {
    const missing = await expectRejected(undefined, 400);
    expect(missing.json().fieldErrors).toHaveProperty('accessToken');
    await expectRejected('', 400);
    await expectRejected('not-a-jwt');
  });

  it('refuses a cross-site login without the CSRF header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { accessToken: await signIdToken({ key, issuer, audience }) },
    });
    expect(response.statusCode).toBe(403);
  });
});
