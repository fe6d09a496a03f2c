import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { perSiteRateLimit } from '../../src/plugins/site-rate-limit';
import { webOnly } from '../assistant/support/web-only';
import { postLogin, sessionCookieOf } from '../auth/embedded-sign-in-flow';
import { embeddedSigningKey, signIdToken } from '../auth/test-tokens';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, publicSiteHeaders } from '../support/factories';

describe('limits and sign-in that cannot be turned against visitors', () => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  beforeAll(async () => {
    t = await buildTestApp({ ...webOnly, TRUST_PROXY: '1' });
    site = await createTestSite(t.testDatabase.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts a client behind the proxy by the address the proxy saw, not the one it claims', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/site/${site.id}`,
        headers: { ...publicSiteHeaders(site), 'x-forwarded-for': `198.51.100.${i % 250}, 203.0.113.9` },
        remoteAddress: '127.0.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it('counts each address the proxy names on its own (a hop count is honoured, not ignored)', async () => {
    const remaining = [];
    for (const client of ['198.51.100.7', '198.51.100.8']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/site/${site.id}`,
        headers: { ...publicSiteHeaders(site), 'x-forwarded-for': client },
        remoteAddress: '127.0.0.1',
      });
      expect(res.statusCode).toBe(200);
      remaining.push(res.headers['x-ratelimit-remaining']);
    }
    expect(remaining).toEqual(['119', '119']);
  });

  it('builds the discovery document from PUBLIC_URL whatever Host or X-Forwarded-Host say', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().issuer).toBe('http://localhost:3000/oidc');
    expect(res.json().token_endpoint).toBe('http://localhost:3000/oidc/oauth/token');
    expect(res.body).not.toContain('evil.example');
  });

  it('refuses an ID token posted again after logout', async () => {
    const key = embeddedSigningKey(t.config.DATA_DIR);
    const token = await signIdToken({ key, issuer: 'http://localhost:3000/oidc', audience: 'sitewatch-web' });
    const first = await postLogin(t.app, token);
    expect(first.statusCode).toBe(204);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie: sessionCookieOf(first), 'x-sitewatch-csrf': '1' },
    });
    const again = await postLogin(t.app, token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('This sign-in was already used. Please sign in again.');
  });

  it('rate-limits the embedded provider token endpoint per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/oidc/oauth/token',
        headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: '192.0.2.77',
        payload: 'grant_type=authorization_code&code=nope&client_id=sitewatch-web&code_verifier=x',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('site-wide protection degrades instead of locking a site', () => {
  const rule = { name: 'chat', busyAfter: 20, perAddressWhenBusy: 3, timeWindow: 60_000 };
  async function buildSiteApp() {
    const app = Fastify();
    await app.register(rateLimit, { global: false });
    app.decorateRequest('publicSite', null);
    app.addHook('onRequest', async (request) => {
      request.publicSite = { id: 'site-1' } as NonNullable<typeof request.publicSite>;
    });
    app.get('/chat', { preHandler: perSiteRateLimit(app, rule) }, async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it('keeps serving a genuine visitor while flooding addresses use up the site budget', async () => {
    const app = await buildSiteApp();
    const flood: number[] = [];
    for (let attacker = 0; attacker < 10; attacker++) {
      for (let i = 0; i < 5; i++) {
        flood.push((await app.inject({ method: 'GET', url: '/chat', remoteAddress: `10.9.0.${attacker}` })).statusCode);
      }
    }
    // Past the site's threshold every flooding address is held to its small share.
    expect(flood.filter((status) => status === 429).length).toBeGreaterThan(10);
    const visitor: number[] = [];
    for (let i = 0; i < 3; i++) {
      visitor.push((await app.inject({ method: 'GET', url: '/chat', remoteAddress: '10.9.1.1' })).statusCode);
    }
    expect(visitor).toEqual([200, 200, 200]);
    await app.close();
  });
});

describe('TRUST_PROXY', () => {
  const load = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).TRUST_PROXY;
  it('takes a hop count, addresses and CIDRs, and reads true as one hop', () => {
    expect(load('')).toBe(false);
    expect(load('false')).toBe(false);
    expect(load('true')).toBe(1);
    expect(load('2')).toBe(2);
    expect(load('10.0.0.0/8, 127.0.0.1,::1,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
  });
  it('stops at start-up naming a bad entry', () => {
    expect(() => load('10.0.0.0/99')).toThrow(/TRUST_PROXY .*"10.0.0.0\/99"/);
    expect(() => load('proxy.example')).toThrow(/TRUST_PROXY/);
  });
});
