import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredOidcPayloads } from '../../src/adapters/identity/oidc-payload-adapter';
import { oidcPayloads } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { CookieJar, postLogin, sessionCookieOf, signInThroughEmbeddedProvider } from './embedded-sign-in-flow';

const host = 'localhost:3000';

function authorizeUrl(params: Record<string, string>): string {
  return `/oidc/auth?${new URLSearchParams({
    client_id: 'sitewatch-web',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: 'http://localhost:3000/login',
    state: 'state-1',
    ...params,
  })}`;
}

describe('embedded OpenID Connect provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes discovery with PKCE and the token endpoint at {issuer}/oauth/token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host },
    });
    expect(response.statusCode).toBe(200);
    const discovery = response.json();
    expect(discovery.issuer).toBe('http://localhost:3000/oidc');
    expect(discovery.token_endpoint).toBe('http://localhost:3000/oidc/oauth/token');
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = await t.app.inject({ method: 'GET', url: '/oidc/jwks', headers: { host } });
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256' });
    expect(jwks.json().keys[0].d).toBeUndefined();
  });

  it('tells the web app to use it and to show its sign-in page every time', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toEqual({
      issuer: 'http://localhost:3000/oidc',
      clientId: 'sitewatch-web',
      prompt: 'login',
      endProviderSession: true,
    });
  });

  it('signs a new person in with any email and starts a session; the user has no name yet', async () => {
    const flow = await signInThroughEmbeddedProvider(t.app, { email: 'Ada@Example.com', name: 'Ada Lovelace' });
    expect(flow.signInPage).toContain('<label for="email">Email</label>');
    expect(flow.signInPage).toContain('<label for="name">Name</label>');
    expect(flow.signInPage).toContain('for local use and demos');
    expect(flow.callbackUrl.pathname).toBe('/login');
    const login = await postLogin(t.app, flow.idToken, flow.accessToken);
    expect(login.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookieOf(login) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'ada@example.com', name: null, idpName: 'Ada Lovelace', sites: [] });
  });

  it("runs on oidc-provider's standard claims: email and name come from UserInfo, not the ID token", async () => {
    const flow = await signInThroughEmbeddedProvider(t.app, { email: 'grace@example.com', name: 'Grace Hopper' });
    const idTokenClaims = decodeJwt(flow.idToken);
    expect(idTokenClaims.email).toBeUndefined();
    expect(idTokenClaims.name).toBeUndefined();
    const userInfo = await t.app.inject({
      method: 'GET',
      url: '/oidc/me',
      headers: { host, authorization: `Bearer ${flow.accessToken}` },
    });
    expect(userInfo.json()).toMatchObject({
      sub: 'grace@example.com',
      email: 'grace@example.com',
      name: 'Grace Hopper',
    });
    // Without the access token the server cannot learn the email, so it refuses the sign-in.
    expect((await postLogin(t.app, flow.idToken)).statusCode).toBe(401);
    expect((await postLogin(t.app, flow.idToken, 'not-a-token')).statusCode).toBe(401);
  });

  it("refuses another person's access token beside an ID token (UserInfo's sub must match)", async () => {
    const victim = await signInThroughEmbeddedProvider(t.app, { email: 'victim@example.com' });
    const attacker = await signInThroughEmbeddedProvider(t.app, { email: 'attacker@example.com' });
    const login = await postLogin(t.app, attacker.idToken, victim.accessToken);
    expect(login.statusCode).toBe(401);
    expect(login.cookies).toEqual([]);
  });

  it('keeps its records in the oidc_payloads table', async () => {
    await signInThroughEmbeddedProvider(t.app, { email: 'stored@example.com' });
    const kinds = new Set(
      (await t.testDatabase.database.db.select({ kind: oidcPayloads.kind }).from(oidcPayloads)).map((r) => r.kind),
    );
    for (const kind of ['Session', 'Grant', 'AuthorizationCode', 'EmbeddedAccount']) expect(kinds).toContain(kind);
  });

  it('requires PKCE', async () => {
    const response = await t.app.inject({ method: 'GET', url: authorizeUrl({}), headers: { host } });
    const location = new URL(String(response.headers.location), 'http://localhost:3000');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a wrong code verifier and a code used twice', async () => {
    const jar = new CookieJar();
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const authorize = await t.app.inject({
      method: 'GET',
      url: authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }),
      headers: { host },
    });
    jar.store(authorize);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${authorize.headers.location}/login`,
      headers: { host, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=twice%40example.com',
    });
    jar.store(submitted);
    const resumed = await t.app.inject({
      method: 'GET',
      url: String(submitted.headers.location),
      headers: { host, cookie: jar.header() },
    });
    const code = new URL(String(resumed.headers.location)).searchParams.get('code') ?? '';
    const exchange = (codeVerifier: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oidc/oauth/token',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: 'http://localhost:3000/login',
          client_id: 'sitewatch-web',
          code_verifier: codeVerifier,
        }).toString(),
      });
    expect((await exchange(randomBytes(32).toString('base64url'))).json().error).toBe('invalid_grant');
    expect((await exchange(verifier)).json().id_token).toEqual(expect.any(String));
    // A code works once: a replay, even with the right verifier, is refused.
    expect((await exchange(verifier)).json().error).toBe('invalid_grant');
  });

  it('deletes expired records, and only those', async () => {
    const db = t.testDatabase.database.db;
    const past = new Date(Date.now() - 60_000);
    await db.insert(oidcPayloads).values([
      { kind: 'Interaction', id: 'expired-one', payload: {}, expiresAt: past },
      { kind: 'Interaction', id: 'live-one', payload: {}, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    expect(await deleteExpiredOidcPayloads(db)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(eq(oidcPayloads.kind, 'Interaction'));
    expect(left.map((r) => r.id)).toContain('live-one');
    expect(left.map((r) => r.id)).not.toContain('expired-one');
  });
});
