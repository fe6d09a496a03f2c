import { getTranslation } from '@sitewatch/shared/i18n/all';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueReports } from '../../src/db/schema';
import { parseSseBody, summarize } from '../assistant/support/sse';
import { webOnly } from '../assistant/support/web-only';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, createTestUser, publicSiteHeaders, signInHeaders } from '../support/factories';

let addressCounter = 0;
const nextAddress = () => `10.40.0.${(addressCounter++ % 250) + 1}`;
const host = 'localhost:3000';

describe('hostile input answers 400 naming the field, never 500', () => {
  let t: TestApp;
  type Site = Awaited<ReturnType<typeof createTestSite>>;
  let site: Site;
  let manager: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp(webOnly);
    const db = t.testDatabase.database.db;
    const user = await createTestUser(db);
    site = await createTestSite(db, { memberIds: [user.id] });
    manager = await signInHeaders(db, user.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a NUL byte in an issue title with the field named', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issues`,
      headers: publicSiteHeaders(site),
      remoteAddress: nextAddress(),
      payload: { title: 'a\u0000b', description: 'd', location: 'l' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { title: [expect.stringContaining('NUL')] } });
  });

  it('refuses a lone surrogate deep inside a chat message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issue-reporting/chat`,
      headers: { ...publicSiteHeaders(site), 'content-type': 'application/json' },
      remoteAddress: nextAddress(),
      payload: `{"messages":[{"id":"0123abcd","type":"userMessage","content":"x\\ud800y"}],"language":"en"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ 'messages.0.content': [expect.any(String)] });
  });

  it('refuses NUL on the signed-in routes (account and site)', async () => {
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: manager,
      payload: { name: 'Ann\u0000' },
    });
    expect(user.statusCode).toBe(400);
    expect(user.json().fieldErrors).toHaveProperty('name');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/site',
      headers: manager,
      payload: {
        name: 'Shop',
        type: 'PROPERTY_OWNER',
        context: { postcode: 'AB1\u0000', operatingHours: '9-5', purpose: 'retail' },
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fieldErrors).toHaveProperty(['context.postcode']);
  });

  it('refuses nesting deeper than anything the product sends', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i++) deep = { a: deep };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issues`,
      headers: publicSiteHeaders(site),
      remoteAddress: nextAddress(),
      payload: { title: 't', description: 'd', location: 'l', extra: deep },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  const chatIn = (language: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issue-reporting/chat`,
      headers: publicSiteHeaders(site),
      remoteAddress: nextAddress(),
      payload: { messages: [{ id: '0123abcd', type: 'userMessage', content: 'The door is broken' }], language },
    });
  const assistantTexts = (body: string) => summarize(parseSseBody(body)).texts;

  it.each(['toString', 'valueOf', 'hasOwn', '__proto__', 'constructor', '  ', '', 'x', '=1+1', 'xx-YY'])(
    'chat in language %j answers in English as the README says, not with the apology',
    async (language) => {
      const english = await chatIn('en');
      const res = await chatIn(language);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('event: error');
      expect(assistantTexts(res.body)).not.toContain(getTranslation('en').assistant.apology);
      expect(assistantTexts(res.body)).toEqual(assistantTexts(english.body));
    },
  );

  it('reads a regional tag as its language (pt-BR is Portuguese)', async () => {
    const portuguese = await chatIn('pt');
    expect(assistantTexts((await chatIn('pt-BR')).body)).toEqual(assistantTexts(portuguese.body));
  });

  it('stores only known language codes with a report: an unknown one is stored as English', async () => {
    const db = t.testDatabase.database.db;
    for (const [language, stored] of [
      ['=1+1', 'en'],
      ['toString', 'en'],
      ['__proto__', 'en'],
      ['PL', 'pl'],
      ['pt-BR', 'pt'],
    ] as const) {
      // A site each, so no report is taken for a repeat of another.
      const own = await createTestSite(db);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/site/${own.id}/issues`,
        headers: publicSiteHeaders(own),
        remoteAddress: nextAddress(),
        payload: { title: 'Leak', description: 'Water on the floor', location: 'Hall', language },
      });
      expect(res.statusCode, language).toBe(201);
      expect(res.json().language, language).toBe(stored);
      const reports = await db
        .select({ language: issueReports.language })
        .from(issueReports)
        .where(eq(issueReports.issueId, res.json().id));
      expect(reports, language).toEqual([{ language: stored }]);
    }
  });

  it('answers router errors in the JSON error format without echoing the address', async () => {
    const long = 'a'.repeat(600);
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/public/site/${long}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.headers['content-type']).toContain('application/json');
    expect(tooLong.json()).toMatchObject({ code: 'URI_TOO_LONG', message: 'The address is too long.' });

    const badUrl = await t.app.inject({ method: 'GET', url: '/api/public/site/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request could not be read.' });
    expect(badUrl.body).not.toContain('FST_');
    expect(badUrl.body).not.toContain('%E0');
  });

  it('answers an error before the first chunk of a stream as JSON, not as a broken stream', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issue-reporting/chat`,
      headers: { ...publicSiteHeaders(site), 'x-site-code': 'wrong' },
      remoteAddress: nextAddress(),
      payload: { messages: [{ id: '0123abcd', type: 'userMessage', content: 'hi' }], language: 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('the embedded provider answers %00 in a client id or the sign-in form without a 500', async () => {
    const token = await t.app.inject({
      method: 'POST',
      url: '/oidc/oauth/token',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&code=abc&client_id=a%00b&code_verifier=x&redirect_uri=x',
    });
    expect(token.statusCode).toBeGreaterThanOrEqual(400);
    expect(token.statusCode).toBeLessThan(500);

    const authorize = await t.app.inject({
      method: 'GET',
      url: `/oidc/auth?client_id=a%00b&response_type=code&scope=openid&redirect_uri=x`,
      headers: { host },
    });
    expect(authorize.statusCode).toBeLessThan(500);

    const form = await t.app.inject({
      method: 'POST',
      url: '/oidc/interaction/a%00b/login',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com&name=a%00b',
    });
    expect(form.statusCode).toBe(400);
  });
});
