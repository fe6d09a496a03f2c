import type { JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { postLogin, sessionCookieOf } from './embedded-sign-in-flow';
import { startTestIssuerServer, type TestIssuerServer, type UserInfoAnswer } from './test-issuer-server';
import { createTestSigningKey, signIdToken } from './test-tokens';

const clientId = 'sitewatch-userinfo-client';

/** UserInfo as LemonLDAP::NG answers on its defaults: the claims the ID token left out. */
const people = new Map<string, { status: number; body: unknown }>();
const answerUserInfo: UserInfoAnswer = (token) =>
  people.get(token) ?? { status: 401, body: { error: 'invalid_token' } };

describe('a provider that releases email and name only through UserInfo', () => {
  let issuerServer: TestIssuerServer;
  let key: JWK;
  let t: TestApp;
  const bareIdToken = (subject: string, claims: Record<string, unknown> = {}) =>
    signIdToken({
      key,
      issuer: issuerServer.issuer,
      audience: clientId,
      subject,
      claims: { email: undefined, name: undefined, ...claims },
    });

  beforeAll(async () => {
    key = createTestSigningKey();
    issuerServer = await startTestIssuerServer([key], 0, answerUserInfo);
    t = await buildTestApp({ OIDC_ISSUER: issuerServer.issuer, OIDC_CLIENT_ID: clientId });
  });
  afterAll(async () => {
    await t.close();
    await issuerServer.close();
  });

  it('reads email and name from UserInfo with the access token handed over beside the ID token', async () => {
    people.set('token-ada', { status: 200, body: { sub: 'llng-ada', email: 'Ada@Example.com', name: 'Ada Lovelace' } });
    const login = await postLogin(t.app, await bareIdToken('llng-ada'), 'token-ada');
    expect(login.statusCode).toBe(204);
    expect(issuerServer.userInfoRequests().at(-1)).toBe('token-ada');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookieOf(login) } });
    expect(me.json()).toMatchObject({ email: 'ada@example.com', name: null, idpName: 'Ada Lovelace' });
  });

  it('refuses the sign-in when the ID token has no email and no access token comes with it', async () => {
    const login = await postLogin(t.app, await bareIdToken('llng-ada'));
    expect(login.statusCode).toBe(401);
    expect(login.cookies).toEqual([]);
  });

  it("refuses UserInfo that names another subject (Core 5.3.2): someone else's access token", async () => {
    people.set('token-eve', { status: 200, body: { sub: 'llng-eve', email: 'eve@example.com' } });
    const login = await postLogin(t.app, await bareIdToken('llng-ada'), 'token-eve');
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toMatch(/another subject/);
  });

  it('answers 401 when UserInfo refuses the token, and 503 when UserInfo fails', async () => {
    expect((await postLogin(t.app, await bareIdToken('llng-ada'), 'unknown-token')).statusCode).toBe(401);
    people.set('token-down', { status: 502, body: {} });
    const down = await postLogin(t.app, await bareIdToken('llng-ada'), 'token-down');
    expect(down.statusCode).toBe(503);
    expect(down.cookies).toEqual([]);
  });

  it('refuses UserInfo without an email address', async () => {
    people.set('token-noemail', { status: 200, body: { sub: 'llng-noemail', name: 'No Email' } });
    expect((await postLogin(t.app, await bareIdToken('llng-noemail'), 'token-noemail')).statusCode).toBe(401);
  });

  it('asks UserInfo only for the name when the ID token has the email, and signs in even if that fails', async () => {
    people.set('token-name', { status: 200, body: { sub: 'llng-name', name: 'From UserInfo' } });
    const withName = await postLogin(
      t.app,
      await bareIdToken('llng-name', { email: 'name@example.com' }),
      'token-name',
    );
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookieOf(withName) } });
    expect(me.json()).toMatchObject({ email: 'name@example.com', idpName: 'From UserInfo' });

    const before = issuerServer.userInfoRequests().length;
    const complete = await postLogin(
      t.app,
      await bareIdToken('llng-full', { email: 'full@example.com', name: 'Full' }),
      'token-name',
    );
    expect(complete.statusCode).toBe(204);
    expect(issuerServer.userInfoRequests().length).toBe(before);

    people.set('token-broken', { status: 500, body: {} });
    const broken = await postLogin(
      t.app,
      await bareIdToken('llng-broken', { email: 'broken@example.com' }),
      'token-broken',
    );
    expect(broken.statusCode).toBe(204);
  });
});
