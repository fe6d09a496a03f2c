import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { CookieJar } from './embedded-sign-in-flow';

const host = 'localhost:3000';

function authorizeUrl(codeChallenge: string): string {
  return `/oidc/auth?${new URLSearchParams({
    client_id: 'sitewatch-web',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: 'http://localhost:3000/login',
    state: 'state-1',
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  })}`;
}

describe("the embedded provider's sign-in page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves its sign-in page under the strict CSP with a same-origin stylesheet', async () => {
    const authorize = await t.app.inject({
      method: 'GET',
      url: authorizeUrl('a'.repeat(43)),
      headers: { host },
    });
    const jar = new CookieJar();
    jar.store(authorize);
    const page = await t.app.inject({
      method: 'GET',
      url: String(authorize.headers.location),
      headers: { host, cookie: jar.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("style-src 'self'");
    expect(page.body).not.toMatch(/<style|<script| style=/);
    const css = await t.app.inject({ method: 'GET', url: '/oidc/assets/sign-in.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('#0d0f12');
  });

  it("uses the product's face and icon, both served beside the page (no 404 for a favicon)", async () => {
    const authorize = await t.app.inject({ method: 'GET', url: authorizeUrl('f'.repeat(43)), headers: { host } });
    const jar = new CookieJar();
    jar.store(authorize);
    const page = await t.app.inject({
      method: 'GET',
      url: String(authorize.headers.location),
      headers: { host, cookie: jar.header() },
    });
    expect(page.body).toContain('<link rel="icon" href="/oidc/assets/favicon.svg" type="image/svg+xml">');
    const icon = await t.app.inject({ method: 'GET', url: '/oidc/assets/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    const css = await t.app.inject({ method: 'GET', url: '/oidc/assets/sign-in.css' });
    expect(css.body).toContain('url("/oidc/assets/inter-latin-wght-normal.woff2")');
    const font = await t.app.inject({ method: 'GET', url: '/oidc/assets/inter-latin-wght-normal.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('shows field errors for a bad email and keeps what was typed', async () => {
    const authorize = await t.app.inject({
      method: 'GET',
      url: authorizeUrl('b'.repeat(43)),
      headers: { host },
    });
    const jar = new CookieJar();
    jar.store(authorize);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${authorize.headers.location}/login`,
      headers: { host, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'not-an-email', name: '<b>Bob</b>' }).toString(),
    });
    expect(submitted.statusCode).toBe(400);
    expect(submitted.body).toContain('Enter a valid email address');
    expect(submitted.body).toContain('value="&lt;b&gt;Bob&lt;/b&gt;"');
  });

  it('refuses a sign-in form posted without the interaction cookie (another site, or an expired page)', async () => {
    const authorize = await t.app.inject({
      method: 'GET',
      url: authorizeUrl('c'.repeat(43)),
      headers: { host },
    });
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${authorize.headers.location}/login`,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=intruder%40example.com',
    });
    expect(submitted.statusCode).toBe(400);
    expect(submitted.body).toContain('expired');
    const page = await t.app.inject({ method: 'GET', url: '/oidc/interaction/unknown-uid', headers: { host } });
    expect(page.statusCode).toBe(400);
    const oversized = await t.app.inject({
      method: 'GET',
      url: `/oidc/interaction/${'x'.repeat(500)}`,
      headers: { host },
    });
    // Fastify refuses an over-long path parameter before the page does (414); never a 5xx.
    expect(oversized.statusCode).toBe(414);
  });
});
