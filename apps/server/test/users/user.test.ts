import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, createTestUser, signInHeaders } from '../support/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.testDatabase.database.db;

describe('GET and POST /api/user', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers the user with their own sites only, first joined first', async () => {
    const user = await createTestUser(db(), { name: null, idpName: 'From Provider' });
    const other = await createTestUser(db());
    const first = await createTestSite(db(), { memberIds: [user.id], name: 'First Site' });
    const second = await createTestSite(db(), { memberIds: [user.id, other.id], name: 'Second Site' });
    await createTestSite(db(), { memberIds: [other.id], name: 'Not Mine' });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: await signInHeaders(db(), user.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      id: user.id,
      name: null,
      email: user.email,
      idpName: 'From Provider',
      sites: [
        { siteId: first.id, siteName: 'First Site' },
        { siteId: second.id, siteName: 'Second Site' },
      ],
    });
    expect(body).not.toHaveProperty('notificationForPriority');
  });

  it('saves the account and answers the user; no preference means no notifications', async () => {
    const user = await createTestUser(db(), { name: null });
    const headers = await signInHeaders(db(), user.id);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers,
      payload: { name: '  Ada Lovelace ', notificationForPriority: 'MEDIUM' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: user.id,
      name: 'Ada Lovelace',
      notificationForPriority: 'MEDIUM',
      sites: [],
    });

    const none = await t.app.inject({ method: 'POST', url: '/api/user', headers, payload: { name: 'Ada Lovelace' } });
    expect(none.statusCode).toBe(200);
    expect(none.json()).not.toHaveProperty('notificationForPriority');
    const again = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(again.json()).toMatchObject({ name: 'Ada Lovelace' });
    expect(again.json()).not.toHaveProperty('notificationForPriority');
  });

  it('rejects a name of 256 characters and accepts 255', async () => {
    const user = await createTestUser(db());
    const headers = await signInHeaders(db(), user.id);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers,
      payload: { name: 'a'.repeat(256) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({ name: ['Name must be less than 255 characters'] });
    const longest = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers,
      payload: { name: 'a'.repeat(255) },
    });
    expect(longest.statusCode).toBe(200);
  });

  it('answers 400 with field errors for a blank name or an unknown priority', async () => {
    const user = await createTestUser(db());
    const headers = await signInHeaders(db(), user.id);
    const blank = await t.app.inject({ method: 'POST', url: '/api/user', headers, payload: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ name: ['Please enter your name'] });
    const weekly = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers,
      payload: { name: 'Ada', notificationForPriority: 'weekly' },
    });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().fieldErrors).toHaveProperty('notificationForPriority');
  });

  it('refuses an update without a session or without the CSRF header', async () => {
    const user = await createTestUser(db(), { name: 'Unchanged' });
    const { cookie } = await signInHeaders(db(), user.id);
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { 'x-sitewatch-csrf': '1' },
      payload: { name: 'Changed' },
    });
    expect(noSession.statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { cookie: cookie ?? '' },
      payload: { name: 'Changed' },
    });
    expect(crossSite.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: cookie ?? '' } });
    expect(me.json()).toMatchObject({ name: 'Unchanged' });
  });
});

describe('PATCH /api/user: the browser language', () => {
  const patch = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/api/user', headers, payload: payload as object });
  /** The row's version: PostgreSQL gives a row a new xmin on every UPDATE, even one that changes nothing. */
  const rowVersion = async (userId: string) => {
    const [row] = await db()
      .select({ version: sql<string>`${users}.xmin::text` })
      .from(users)
      .where(eq(users.id, userId));
    return row?.version;
  };

  it('stores a BCP 47 tag in its canonical form and answers it with the user', async () => {
    const user = await createTestUser(db(), { name: 'Ada' });
    const headers = await signInHeaders(db(), user.id);
    const before = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(before.json()).not.toHaveProperty('locale');

    const saved = await patch(headers, { locale: 'de-de' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: user.id, name: 'Ada', locale: 'de-DE' });
    const [row] = await db().select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe('de-DE');
    // The signed-in session (held in memory) reads the new language at once.
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(after.json()).toMatchObject({ locale: 'de-DE' });

    const changed = await patch(headers, { locale: 'ja' });
    expect(changed.json()).toMatchObject({ locale: 'ja' });
  });

  it('writes nothing when the language is the one already stored', async () => {
    const user = await createTestUser(db(), { locale: 'de-DE' });
    const headers = await signInHeaders(db(), user.id);
    const version = await rowVersion(user.id);
    const same = await patch(headers, { locale: 'de-DE' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ locale: 'de-DE' });
    // Another spelling of the same tag is the same language.
    expect((await patch(headers, { locale: 'DE-de' })).json()).toMatchObject({ locale: 'de-DE' });
    expect(await rowVersion(user.id)).toBe(version);

    await patch(headers, { locale: 'fr-FR' });
    expect(await rowVersion(user.id)).not.toBe(version);
  });

  it('answers 400 with field errors for what is not a language tag, and keeps the stored one', async () => {
    const user = await createTestUser(db(), { locale: 'pl' });
    const headers = await signInHeaders(db(), user.id);
    for (const locale of ['en_GB', 'x-private', '', 'a'.repeat(65), 42, null]) {
      const refused = await patch(headers, { locale });
      expect(refused.statusCode, String(locale)).toBe(400);
      expect(Object.keys(refused.json().fieldErrors), String(locale)).toEqual(['locale']);
    }
    const notOnlyLocale = await patch(headers, { locale: 'de', name: 'Mallory' });
    expect(notOnlyLocale.statusCode).toBe(400);
    expect((await patch(headers, {})).statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(me.json()).toMatchObject({ locale: 'pl' });
  });

  it('needs a session and the CSRF header', async () => {
    const user = await createTestUser(db());
    const { cookie } = await signInHeaders(db(), user.id);
    expect((await patch({ 'x-sitewatch-csrf': '1' }, { locale: 'de' })).statusCode).toBe(401);
    expect((await patch({ cookie: cookie ?? '' }, { locale: 'de' })).statusCode).toBe(403);
  });
});
