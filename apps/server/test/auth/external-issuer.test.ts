import type { JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { postLogin, sessionCookieOf } from './embedded-sign-in-flow';
import { startTestIssuerServer, type TestIssuerServer, testIssuerPort } from './test-issuer-server';
import { createTestSigningKey, signIdToken } from './test-tokens';

const clientId = 'sitewatch-external-client';

describe('sign-in with an external issuer (OIDC_ISSUER)', () => {
  let issuerServer: TestIssuerServer;
  let key: JWK;
  let t: TestApp;
  beforeAll(async () => {
    key = createTestSigningKey();
    issuerServer = await startTestIssuerServer([key]);
    t = await buildTestApp({ OIDC_ISSUER: issuerServer.issuer, OIDC_CLIENT_ID: clientId });
  });
  afterAll(async () => {
    await t.close();
    await issuerServer.close();
  });

  it('tells the web app to use that issuer, and runs no embedded provider', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toEqual({ issuer: issuerServer.issuer, clientId, endProviderSession: true });
    const discovery = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
  });

  it("verifies tokens against the issuer's published keys", async () => {
    const token = await signIdToken({ key, issuer: issuerServer.issuer, audience: clientId, subject: 'kc-user-1' });
    const login = await postLogin(t.app, token);
    expect(login.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookieOf(login) } });
    expect(me.json()).toMatchObject({ email: 'person@example.com', name: null, idpName: 'Test Person' });
    // The keys are cached: a second sign-in does not fetch them again.
    const before = issuerServer.jwksRequests();
    expect(
      (await postLogin(t.app, await signIdToken({ key, issuer: issuerServer.issuer, audience: clientId }))).statusCode,
    ).toBe(204);
    expect(issuerServer.jwksRequests()).toBe(before);
  });

  it('rejects tokens of the embedded issuer, another audience or an unpublished key', async () => {
    const embeddedIssuer = await signIdToken({ key, issuer: 'http://localhost:3000/oidc', audience: clientId });
    expect((await postLogin(t.app, embeddedIssuer)).statusCode).toBe(401);
    const otherAudience = await signIdToken({ key, issuer: issuerServer.issuer, audience: 'sitewatch-web' });
    expect((await postLogin(t.app, otherAudience)).statusCode).toBe(401);
    const unpublished = await signIdToken({
      key: createTestSigningKey(),
      issuer: issuerServer.issuer,
      audience: clientId,
    });
    expect((await postLogin(t.app, unpublished)).statusCode).toBe(401);
  });

  it('reads the email from preferred_username when the email claim is absent (Microsoft Entra ID)', async () => {
    const token = await signIdToken({
      key,
      issuer: issuerServer.issuer,
      audience: clientId,
      claims: { email: undefined, preferred_username: 'Person@Contoso.com' },
    });
    const login = await postLogin(t.app, token);
    expect(login.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookieOf(login) } });
    expect(me.json()).toMatchObject({ email: 'person@contoso.com' });
  });
});

describe('an external issuer with its own audience (OIDC_AUDIENCE)', () => {
  it('expects OIDC_AUDIENCE instead of the client id', async () => {
    const key = createTestSigningKey();
    const issuerServer = await startTestIssuerServer([key]);
    const t = await buildTestApp({
      OIDC_ISSUER: issuerServer.issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_AUDIENCE: 'api://sitewatch',
    });
    try {
      const issuer = issuerServer.issuer;
      expect((await postLogin(t.app, await signIdToken({ key, issuer, audience: 'api://sitewatch' }))).statusCode).toBe(
        204,
      );
      expect((await postLogin(t.app, await signIdToken({ key, issuer, audience: clientId }))).statusCode).toBe(401);
    } finally {
      await t.close();
      await issuerServer.close();
    }
  });
});

describe('an unreachable external issuer', () => {
  it('answers 503, not 500, and starts no session', async () => {
    const t = await buildTestApp({ OIDC_ISSUER: `http://127.0.0.1:${testIssuerPort}/gone`, OIDC_CLIENT_ID: clientId });
    try {
      const token = await signIdToken({
        key: createTestSigningKey(),
        issuer: `http://127.0.0.1:${testIssuerPort}/gone`,
        audience: clientId,
      });
      const login = await postLogin(t.app, token);
      expect(login.statusCode).toBe(503);
      expect(login.cookies).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
