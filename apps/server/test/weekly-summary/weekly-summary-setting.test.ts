import { csrfHeaderName, csrfHeaderValue } from '@sitewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, createTestTeam, createTestUser, signInHeaders } from '../support/factories';

let t: TestApp;
const db = () => t.testDatabase.database.db;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const url = (siteId: string) => `/api/site/${siteId}/weekly-summary`;
const getSetting = (siteId: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: url(siteId), headers });
const putSetting = (siteId: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: url(siteId), headers, payload: payload as object });

describe('the weekly summary setting', () => {
  it('is off until a member turns it on, for themselves and this site only', async () => {
    const { owner, member, site } = await createTestTeam(db());
    const other = await createTestSite(db(), { memberIds: [member.id] });
    const ownerHeaders = await signInHeaders(db(), owner.id);
    const memberHeaders = await signInHeaders(db(), member.id);
    expect((await getSetting(site.id, memberHeaders)).json()).toEqual({ enabled: false });

    const on = await putSetting(site.id, memberHeaders, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ enabled: true });
    expect((await getSetting(site.id, memberHeaders)).json()).toEqual({ enabled: true });
    // Not the owner's, not the member's other site.
    expect((await getSetting(site.id, ownerHeaders)).json()).toEqual({ enabled: false });
    expect((await getSetting(other.id, memberHeaders)).json()).toEqual({ enabled: false });

    const off = await putSetting(site.id, memberHeaders, { enabled: false });
    expect(off.json()).toEqual({ enabled: false });
    expect((await getSetting(site.id, memberHeaders)).json()).toEqual({ enabled: false });
  });

  it('answers a body that is not { enabled: boolean } with a 400 naming the field, and changes nothing', async () => {
    const { owner, site } = await createTestTeam(db());
    const headers = await signInHeaders(db(), owner.id);
    for (const payload of [{}, { enabled: 'yes' }, { enabled: 1 }, { enabled: null }]) {
      const res = await putSetting(site.id, headers, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(['enabled']);
    }
    const extra = await putSetting(site.id, headers, { enabled: true, everyone: true });
    expect(extra.statusCode).toBe(400);
    expect((await getSetting(site.id, headers)).json()).toEqual({ enabled: false });
  });

  it('is a 404 for another tenant, as for a site that does not exist; 401 signed out; 403 without the CSRF header', async () => {
    const { owner, site } = await createTestTeam(db());
    const stranger = await createTestUser(db());
    await createTestSite(db(), { memberIds: [stranger.id] });
    const strangerHeaders = await signInHeaders(db(), stranger.id);
    const missingId = '00000000-0000-4000-8000-000000000000';
    const foreignGet = await getSetting(site.id, strangerHeaders);
    const foreignPut = await putSetting(site.id, strangerHeaders, { enabled: true });
    const missing = await putSetting(missingId, strangerHeaders, { enabled: true });
    expect([foreignGet.statusCode, foreignPut.statusCode, missing.statusCode]).toEqual([404, 404, 404]);
    expect(foreignPut.json().message).toBe(missing.json().message);

    expect((await putSetting(site.id, { [csrfHeaderName]: csrfHeaderValue }, { enabled: true })).statusCode).toBe(401);
    const { [csrfHeaderName]: _, ...withoutCsrf } = await signInHeaders(db(), owner.id);
    expect((await putSetting(site.id, withoutCsrf, { enabled: true })).statusCode).toBe(403);
    expect((await getSetting(site.id, await signInHeaders(db(), owner.id))).json()).toEqual({ enabled: false });
  });
});
