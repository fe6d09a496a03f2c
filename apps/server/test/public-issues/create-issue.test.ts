import { issue as issueSchema } from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssueRow } from '../../src/db/row-types';
import { files, issuePhotos, issueReports, issues } from '../../src/db/schema';
import { webOnly } from '../assistant/support/web-only';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { errorBodyOf } from '../support/error-body';
import { createTestSite, publicSiteHeaders } from '../support/factories';
import { createTestUpload } from './support/stored-upload';

const report = {
  title: 'Spilled milk',
  description: 'A carton of milk spilled on the floor, it is slippery',
  location: 'Aisle 3',
};

let addressCounter = 0;
/** Each test sends from its own address so the per-address rate limit never interferes. */
const nextAddress = () => `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

describe('POST /api/public/site/:siteId/issues', () => {
  let t: TestApp;
  type Site = Awaited<ReturnType<typeof createTestSite>>;
  let site: Site;
  let otherSite: Site;

  beforeAll(async () => {
    t = await buildTestApp(webOnly);
    site = await createTestSite(t.testDatabase.database.db);
    otherSite = await createTestSite(t.testDatabase.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.testDatabase.database.db;
  function post(body: unknown, options: { headers?: Record<string, string>; target?: Site; address?: string } = {}) {
    const target = options.target ?? site;
    return t.app.inject({
      method: 'POST',
      url: `/api/public/site/${target.id}/issues`,
      headers: { ...publicSiteHeaders(target), ...options.headers },
      remoteAddress: options.address ?? nextAddress(),
      payload: body as Record<string, unknown>,
    });
  }

  it('stores an OPEN issue, triaged by the rules, and announces it', async () => {
    const announced: IssueRow[] = [];
    const listener = (row: IssueRow) => announced.push(row);
    t.app.deps.events.on('issue.created', listener);
    const res = await post({ ...report, language: 'en' });
    t.app.deps.events.off('issue.created', listener);

    expect(res.statusCode).toBe(201);
    const body = issueSchema.parse(res.json());
    expect(body).toMatchObject({
      siteId: site.id,
      title: report.title,
      description: report.description,
      location: report.location,
      status: 'OPEN',
      priority: { id: 'MEDIUM', level: 2 },
      category: { id: 'CLEANING' },
      photos: [],
      language: 'en',
    });
    expect(Math.abs(body.createdAt - Date.now())).toBeLessThan(60_000);
    expect(announced.map((row) => row.id)).toEqual([body.id]);
  });

  it('trims the fields and rates a fire as CRITICAL', async () => {
    const res = await post({ title: '  Fire  ', description: ' Flames in the bin ', location: ' Food court ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Fire', location: 'Food court', priority: { id: 'CRITICAL', level: 4 } });
  });

  describe('site access', () => {
    it('answers 404 for a wrong code, exactly like a missing site', async () => {
      const wrongCode = await post(report, { headers: { 'x-site-code': 'not-the-code' } });
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/public/site/00000000-0000-4000-8000-000000000000/issues',
        headers: { 'x-site-id': '00000000-0000-4000-8000-000000000000', 'x-site-code': site.idCode },
        remoteAddress: nextAddress(),
        payload: report,
      });
      expect(wrongCode.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(errorBodyOf(wrongCode)).toEqual(errorBodyOf(missing));
    });

    it('answers 404 without the site headers, or with another site code', async () => {
      const noHeaders = await t.app.inject({
        method: 'POST',
        url: `/api/public/site/${site.id}/issues`,
        remoteAddress: nextAddress(),
        payload: report,
      });
      expect(noHeaders.statusCode).toBe(404);
      const otherCode = await post(report, { headers: { 'x-site-code': otherSite.idCode } });
      expect(otherCode.statusCode).toBe(404);
      const notUuid = await t.app.inject({
        method: 'POST',
        url: '/api/public/site/not-a-uuid/issues',
        headers: { 'x-site-code': site.idCode },
        remoteAddress: nextAddress(),
        payload: report,
      });
      expect(notUuid.statusCode).toBe(404);
    });
  });

  describe('validation', () => {
    it('answers 400 with the spec messages for empty fields', async () => {
      const res = await post({ title: '  ', description: '', location: '\n' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        title: ['Title is required'],
        description: ['Description is required'],
        location: ['Location is required'],
      });
    });

    it.each([
      ['no body', undefined],
      ['an array', [1, 2]],
      ['wrong types', { title: 1, description: true, location: null }],
      ['an over-long title', { ...report, title: 'x'.repeat(201) }],
      ['too many photos', { ...report, photoFileKeys: Array.from({ length: 11 }, (_, i) => `k${i}`) }],
      ['a photo key that is not a string', { ...report, photoFileKeys: [{ key: 'x' }] }],
      ['a nested object as a field', { ...report, location: { $ne: '' } }],
    ])('answers 400, never 500, for %s', async (_name, body) => {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    });

    it('answers 400 for malformed JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/site/${site.id}/issues`,
        headers: { ...publicSiteHeaders(site), 'content-type': 'application/json' },
        remoteAddress: nextAddress(),
        payload: '{"title": "x",',
      });
      expect(res.statusCode).toBe(400);
    });

    it('answers 400 for an invalid Idempotency-Key header', async () => {
      const res = await post(report, { headers: { 'idempotency-key': 'with spaces inside' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('Idempotency-Key');
    });

    it('stores hostile text as plain data', async () => {
      const hostile = {
        title: "Robert'); DROP TABLE issues;--",
        description: '<script>alert(1)</script> {{7*7}} %s %n',
        location: '../../etc/passwd',
      };
      const res = await post(hostile);
      expect(res.statusCode).toBe(201);
      expect(res.json().title).toBe(hostile.title);
      const [row] = await db().select().from(issues).where(eq(issues.id, res.json().id));
      expect(row?.location).toBe('../../etc/passwd');
    });
  });

  describe('photos', () => {
    it('attaches stored photos of this site in order and marks them attached', async () => {
      const first = await createTestUpload(db(), { siteId: site.id });
      const second = await createTestUpload(db(), { siteId: site.id });
      const res = await post({ ...report, photoFileKeys: [first, second] });
      expect(res.statusCode).toBe(201);
      const body = issueSchema.parse(res.json());
      expect(body.photos).toHaveLength(2);
      const photos = await db().select().from(issuePhotos).where(eq(issuePhotos.issueId, body.id));
      const byId = new Map(photos.map((p) => [p.id, p]));
      expect(body.photos.map((p) => byId.get(p.id)?.fileKey)).toEqual([first, second]);
      const rows = await db().select().from(files).where(eq(files.key, first));
      expect(rows[0]?.status).toBe('attached');
      expect(rows[0]?.attachedAt).toBeInstanceOf(Date);
    });

    it.each([
      ['of another site', async () => createTestUpload(db(), { siteId: otherSite.id })],
      [
        'of the transcription folder',
        async () => createTestUpload(db(), { siteId: site.id, folder: 'transcription-tasks' }),
      ],
      ['not uploaded yet', async () => createTestUpload(db(), { siteId: site.id, status: 'pending' })],
      ['already attached', async () => createTestUpload(db(), { siteId: site.id, status: 'attached' })],
      ['unknown', async () => `issue-reporting-images/${site.id}/00000000-0000-4000-8000-000000000000`],
      ['not even a key', async () => '../../secret'],
    ])('rejects a photo %s with a clear 400 and stores nothing', async (_name, makeKey) => {
      const good = await createTestUpload(db(), { siteId: site.id });
      const bad = await makeKey();
      const before = await db().select({ id: issues.id }).from(issues);
      const res = await post({ ...report, title: `Rejected ${bad}`, photoFileKeys: [good, bad] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('photos cannot be attached');
      expect(res.json().fieldErrors.photoFileKeys).toHaveLength(1);
      expect(res.json().fieldErrors.photoFileKeys[0]).toContain(bad);
      const after = await db().select({ id: issues.id }).from(issues);
      expect(after).toHaveLength(before.length);
      const [goodRow] = await db().select().from(files).where(eq(files.key, good));
      expect(goodRow?.status).toBe('stored');
    });

    it('rejects the same photo listed twice', async () => {
      const key = await createTestUpload(db(), { siteId: site.id });
      const res = await post({ ...report, photoFileKeys: [key, key] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Each photo can be attached once.');
    });

    it('attaches a photo to one issue only when two reports race for it', async () => {
      const key = await createTestUpload(db(), { siteId: site.id });
      const results = await Promise.all([
        post({ ...report, title: 'Race A', photoFileKeys: [key] }),
        post({ ...report, title: 'Race B', photoFileKeys: [key] }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      const links = await db().select().from(issuePhotos).where(eq(issuePhotos.fileKey, key));
      expect(links).toHaveLength(1);
    });
  });

  describe('idempotency', () => {
    it('returns the first issue for a retry with the same key', async () => {
      const headers = { 'idempotency-key': 'retry-key-1' };
      const first = await post(report, { headers });
      const retry = await post({ ...report, title: 'Changed on retry' }, { headers });
      expect(first.statusCode).toBe(201);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
    });

    it('creates one issue when the same report is submitted concurrently', async () => {
      // A site of its own: on the shared site this report would join the open issue it repeats.
      const site = await createTestSite(db());
      const photo = await createTestUpload(db(), { siteId: site.id });
      const headers = { 'idempotency-key': 'double-tap-2f9c' };
      const announced: string[] = [];
      const listener = (row: IssueRow) => announced.push(row.id);
      t.app.deps.events.on('issue.created', listener);
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          post({ ...report, title: 'Double tap', photoFileKeys: [photo] }, { headers, target: site }),
        ),
      );
      t.app.deps.events.off('issue.created', listener);

      for (const res of results) expect([200, 201]).toContain(res.statusCode);
      expect(results.filter((res) => res.statusCode === 201)).toHaveLength(1);
      const ids = new Set(results.map((res) => res.json().id));
      expect(ids.size).toBe(1);
      for (const res of results) expect(res.json().photos).toHaveLength(1);
      const rows = await db().select().from(issues).where(eq(issues.idempotencyKey, 'double-tap-2f9c'));
      expect(rows).toHaveLength(1);
      expect(announced).toEqual([...ids]);
    });

    it('answers a retry with its issue when the first request stored the issue and its photos but not its report', async () => {
      // The moment between the first request's two steps (or a crash there): its issue holds the photos, and its
      // report row is not stored. A retry with the same key must not be refused for those photos.
      const site = await createTestSite(db());
      const photo = await createTestUpload(db(), { siteId: site.id });
      const headers = { 'idempotency-key': 'between-steps-7a1e' };
      const first = await post(
        { ...report, title: 'Between steps', photoFileKeys: [photo] },
        { headers, target: site },
      );
      expect(first.statusCode).toBe(201);
      await db().delete(issueReports).where(eq(issueReports.idempotencyKey, 'between-steps-7a1e'));

      const retry = await post(
        { ...report, title: 'Between steps', photoFileKeys: [photo] },
        { headers, target: site },
      );
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toMatchObject({ id: first.json().id, photos: [expect.anything()] });
      const reports = await db()
        .select()
        .from(issueReports)
        .where(eq(issueReports.idempotencyKey, 'between-steps-7a1e'));
      expect(reports).toHaveLength(1);
    });

    it('answers a retry with its own issue when it reads that issue as an open repeat of its report', async () => {
      // A double tap: the first request has stored its issue and not yet its report row when the second one,
      // past the photo check, looks for open issues its report repeats and finds the first request's issue.
      const site = await createTestSite(db());
      const headers = { 'idempotency-key': 'own-repeat-5c2d' };
      const first = await post({ ...report, title: 'Own repeat' }, { headers, target: site });
      expect(first.statusCode).toBe(201);
      await db().delete(issueReports).where(eq(issueReports.idempotencyKey, 'own-repeat-5c2d'));

      const retry = await post({ ...report, title: 'Own repeat' }, { headers, target: site });
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toMatchObject({ id: first.json().id, alreadyReported: false });
      const reports = await db().select().from(issueReports).where(eq(issueReports.siteId, site.id));
      expect(reports).toHaveLength(1);
    });

    it('keeps keys apart per site', async () => {
      const headers = { 'idempotency-key': 'shared-key' };
      const a = await post(report, { headers });
      const b = await post(report, { headers, target: otherSite });
      expect(a.statusCode).toBe(201);
      expect(b.statusCode).toBe(201);
      expect(a.json().id).not.toBe(b.json().id);
      expect(b.json().siteId).toBe(otherSite.id);
    });

    it('files each submission without a key as its own report; a repeat joins the open issue', async () => {
      const a = await post(report);
      const b = await post(report);
      expect(b.json().statusToken).not.toBe(a.json().statusToken);
      expect(b.json()).toMatchObject({ id: a.json().id, alreadyReported: true });
    });
  });

  describe('rate limits', () => {
    it('answers 429 after 30 reports a minute from one address', async () => {
      const address = '192.0.2.77';
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1)
        statuses.push((await post({ title: '', description: '', location: '' }, { address })).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
    });

    it('past 300 reports a minute a site holds each address to a small share, and never locks out a new visitor', async () => {
      const busySite = await createTestSite(db());
      const statuses: number[] = [];
      for (let i = 0; i < 300; i += 1) {
        statuses.push(
          (await post({ ...report, title: `Report ${i}` }, { target: busySite, address: `198.51.100.${i % 20}` }))
            .statusCode,
        );
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(300);
      // The site is now under attack: a flooding address gets its small share (5), then 429.
      const flooder: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        flooder.push(
          (await post({ ...report, title: `More ${i}` }, { target: busySite, address: '198.51.100.1' })).statusCode,
        );
      }
      expect(flooder).toEqual([201, 201, 201, 201, 201, 429]);
      expect((await post(report, { target: busySite, address: '198.51.100.1' })).json().message).toContain(
        'a lot of requests',
      );
      // A genuine visitor from another address still gets through.
      expect(
        (await post({ ...report, title: 'Real one' }, { target: busySite, address: '203.0.113.50' })).statusCode,
      ).toBe(201);
    });
  });
});
