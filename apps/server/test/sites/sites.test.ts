import { csrfHeaderName, csrfHeaderValue, defaultResponseTargets } from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteMembers, sites } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { errorBodyOf } from '../support/error-body';
import { createTestSite, createTestUser, signInHeaders } from '../support/factories';

const validBody = {
  name: 'Main Street Store',
  companyName: 'Main Street Store',
  context: { postcode: 'SW1A 1AA', operatingHours: 'Mon-Sat 9:00-17:30', purpose: 'retail' },
  type: 'PROPERTY_OWNER',
};

describe('sites API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.testDatabase.database.db;

  it('POST /api/site creates the site, generates an unguessable idCode and makes the creator a member', async () => {
    const user = await createTestUser(db());
    const headers = await signInHeaders(db(), user.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/site', headers, payload: validBody });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Main Street Store',
      companyName: 'Main Street Store',
      type: 'PROPERTY_OWNER',
      context: validBody.context,
      feedbackPageSettings: {},
    });
    expect(body.idCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const members = await db().select().from(siteMembers).where(eq(siteMembers.siteId, body.id));
    expect(members.map((m) => m.userId)).toEqual([user.id]);

    const again = await t.app.inject({ method: 'POST', url: '/api/site', headers, payload: validBody });
    expect(again.json().idCode).not.toBe(body.idCode);
  });

  it('uses the name as companyName when none is sent and trims the texts', async () => {
    const user = await createTestUser(db());
    const { companyName: _omitted, ...rest } = validBody;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/site',
      headers: await signInHeaders(db(), user.id),
      payload: { ...rest, name: '  Depot  ', context: { ...rest.context, purpose: '  Cold storage ' } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Depot', companyName: 'Depot', context: { purpose: 'Cold storage' } });
  });

  it('rejects invalid sites with the spec messages per field', async () => {
    const user = await createTestUser(db());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/site',
      headers: await signInHeaders(db(), user.id),
      payload: {
        name: '',
        context: { postcode: 'x'.repeat(21), operatingHours: ' ', purpose: 'p'.repeat(256) },
        type: 'LANDLORD',
      },
    });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json();
    expect(fieldErrors.name).toEqual(['Site name is required']);
    expect(fieldErrors['context.postcode']).toEqual(['Postcode must not exceed 20 characters']);
    expect(fieldErrors['context.operatingHours']).toEqual(['Operating hours are required']);
    expect(fieldErrors['context.purpose']).toEqual(['Site function must not exceed 255 characters']);
    expect(fieldErrors.type).toHaveLength(1);
    expect(await db().select().from(sites).where(eq(sites.name, ''))).toEqual([]);
  });

  it('rejects a body that is not JSON or not an object with 400', async () => {
    const user = await createTestUser(db());
    const headers = await signInHeaders(db(), user.id);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/site',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    const list = await t.app.inject({ method: 'POST', url: '/api/site', headers, payload: [validBody] });
    expect(list.statusCode).toBe(400);
  });

  it('needs a signed-in manager and the CSRF header to create a site', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/site',
      headers: { [csrfHeaderName]: csrfHeaderValue },
      payload: validBody,
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await createTestUser(db());
    const { cookie } = await signInHeaders(db(), user.id);
    const noCsrf = await t.app.inject({ method: 'POST', url: '/api/site', headers: { cookie }, payload: validBody });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('GET /api/site/{id} answers the site to a member', async () => {
    const user = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [user.id], name: 'Harbour Office' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}`,
      headers: await signInHeaders(db(), user.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: site.id,
      idCode: site.idCode,
      name: 'Harbour Office',
      companyName: site.companyName,
      type: 'PROPERTY_OWNER',
      context: { postcode: site.postcode, operatingHours: site.operatingHours, purpose: site.purpose },
      feedbackPageSettings: {},
      responseTargets: defaultResponseTargets,
      createdAt: site.createdAt.getTime(),
    });
  });

  it("answers 404 for another tenant's site exactly as for a missing one, without its data", async () => {
    const owner = await createTestUser(db());
    const stranger = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [owner.id], name: 'Secret Depot' });
    const headers = await signInHeaders(db(), stranger.id);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}`, headers });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/site/3f1c2b7e-9a51-4d3c-8e2f-0a1b2c3d4e5f',
      headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorBodyOf(foreign)).toEqual(errorBodyOf(missing));
    expect(foreign.body).not.toContain('Secret Depot');
    expect(foreign.body).not.toContain(site.idCode);
  });

  it('answers 400 with a field error for a malformed site id, and 401 when signed out', async () => {
    const user = await createTestUser(db());
    const headers = await signInHeaders(db(), user.id);
    for (const bad of ['not-a-uuid', '1', "x'%20OR%201=1", '00000000-0000-0000-0000-00000000000z']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/site/${bad}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.siteId).toEqual(['must be a site id']);
    }
    const site = await createTestSite(db(), { memberIds: [user.id] });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
