import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, createTestUser, signInHeaders } from '../support/factories';

describe('GET and POST /api/user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.testDatabase.database.db;

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
