import { publicSite } from '@sitewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webOnly } from '../assistant/support/web-only';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, publicSiteHeaders } from '../support/factories';

describe('GET /api/public/site/:siteId', () => {
  let t: TestApp;
  let voice: TestApp;
  type Site = Awaited<ReturnType<typeof createTestSite>>;
  let site: Site;

  beforeAll(async () => {
    t = await buildTestApp(webOnly);
    voice = await buildTestApp({ ...webOnly, TRANSCRIBE_BASE_URL: 'http://127.0.0.1:3139/v1' });
    site = await createTestSite(t.testDatabase.database.db, {
      name: 'Riverside Market',
      feedbackPageSettings: {
        introText: 'Tell us what is wrong.',
        localizedNames: { pl: 'Targ nad rzeką' },
        messageHints: [{ label: 'Trolleys', message: 'A trolley is broken.' }],
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await voice.close();
  });

  const get = (app: TestApp, headers: Record<string, string>, siteId = site.id) =>
    app.app.inject({ method: 'GET', url: `/api/public/site/${siteId}`, headers });

  it('answers only the public fields of the site', async () => {
    const res = await get(t, publicSiteHeaders(site));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: site.id,
      name: 'Riverside Market',
      feedbackPageSettings: {
        introText: 'Tell us what is wrong.',
        localizedNames: { pl: 'Targ nad rzeką' },
        messageHints: [{ label: 'Trolleys', message: 'A trolley is broken.' }],
      },
      voiceInputAvailable: false,
    });
    expect(publicSite.safeParse(res.json()).success).toBe(true);
    expect(res.body).not.toContain(site.idCode);
    expect(res.body).not.toContain(site.postcode);
  });

  it('says voice input is available when transcription is configured', async () => {
    const voiceSite = await createTestSite(voice.testDatabase.database.db);
    const res = await get(voice, publicSiteHeaders(voiceSite), voiceSite.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().voiceInputAvailable).toBe(true);
    expect(res.json().feedbackPageSettings).toEqual({});
  });

  it('looks up the site each call names, one call after another', async () => {
    const other = await createTestSite(t.testDatabase.database.db, { name: 'Harbour Station' });
    const names = [];
    for (const each of [site, other, site]) names.push((await get(t, publicSiteHeaders(each), each.id)).json().name);
    expect(names).toEqual(['Riverside Market', 'Harbour Station', 'Riverside Market']);
    // One site's code does not open another site.
    expect((await get(t, publicSiteHeaders({ ...other, idCode: site.idCode }), other.id)).statusCode).toBe(404);
  });

  it('answers the same 404 for a wrong code, a missing site and missing headers', async () => {
    const wrongCode = await get(t, { ...publicSiteHeaders(site), 'x-site-code': `${site.idCode}x` });
    const missingSite = await get(
      t,
      { 'x-site-id': '6f1c1f4e-0000-4000-8000-000000000000', 'x-site-code': site.idCode },
      '6f1c1f4e-0000-4000-8000-000000000000',
    );
    const noHeaders = await get(t, {});
    // The header names another site than the path: refused, even with this site's code.
    const mismatchedHeader = await get(t, {
      'x-site-id': '6f1c1f4e-0000-4000-8000-000000000000',
      'x-site-code': site.idCode,
    });
    for (const res of [wrongCode, missingSite, noHeaders, mismatchedHeader]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Site not found' });
    }
  });

  it('falls back to empty settings when the stored settings are not valid', async () => {
    const odd = await createTestSite(t.testDatabase.database.db, { feedbackPageSettings: { messageHints: 'nope' } });
    const res = await get(t, publicSiteHeaders(odd), odd.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().feedbackPageSettings).toEqual({});
  });

  it('limits lookups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/site/${site.id}`,
        headers: publicSiteHeaders(site),
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
