import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { attachTestPhoto } from './issue-photo-fixture';

// The smallest valid PNG: 1x1 transparent pixel.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('GET /api/public/issues/{issueId}/photos/{photoId}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDatabase.database.db;

  async function issueWithPhoto() {
    const user = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [user.id] });
    const issue = await createTestIssue(db(), { siteId: site.id });
    const photo = await attachTestPhoto(db(), { siteId: site.id, issueId: issue.id, position: 0 });
    await t.app.deps.storage.write(photo.fileKey, png, 'image/png');
    return { user, site, issue, photo, headers: await signInHeaders(db(), user.id) };
  }

  it('redirects a member to a short-lived link that serves the image', async () => {
    const { issue, photo, headers } = await issueWithPhoto();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/issues/${issue.id}/photos/${photo.id}`,
      headers,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, max-age=240');
    const location = String(res.headers.location);
    expect(location).toContain('expires=');
    const expires = Number(new URL(location, 'http://localhost').searchParams.get('expires'));
    expect(expires * 1000).toBeLessThanOrEqual(Date.now() + 301_000);
    expect(expires * 1000).toBeGreaterThan(Date.now() + 200_000);

    const image = await t.app.inject({ method: 'GET', url: location });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('answers the same 404 to a signed-in stranger, to a visitor without a session, and for a missing photo', async () => {
    const { issue, photo } = await issueWithPhoto();
    const stranger = await createTestUser(db());
    const url = `/api/public/issues/${issue.id}/photos/${photo.id}`;
    const foreign = await t.app.inject({ method: 'GET', url, headers: await signInHeaders(db(), stranger.id) });
    const anonymous = await t.app.inject({ method: 'GET', url });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/public/issues/${issue.id}/photos/5b0a3c1d-2e4f-4a6b-8c9d-0e1f2a3b4c5d`,
      headers: await signInHeaders(db(), stranger.id),
    });
    for (const res of [foreign, anonymous, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Photo not found' });
      expect(res.headers.location).toBeUndefined();
    }
  });

  it("answers 404 when the photo belongs to another issue, even one of the member's own sites", async () => {
    const first = await issueWithPhoto();
    const otherIssue = await createTestIssue(db(), { siteId: first.site.id });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/issues/${otherIssue.id}/photos/${first.photo.id}`,
      headers: first.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 400 for malformed ids', async () => {
    const { issue, headers } = await issueWithPhoto();
    const res = await t.app.inject({ method: 'GET', url: `/api/public/issues/${issue.id}/photos/../x`, headers });
    expect([400, 404]).toContain(res.statusCode);
    const malformed = await t.app.inject({ method: 'GET', url: `/api/public/issues/${issue.id}/photos/abc`, headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ photoId: ['must be a photo id'] });
  });
});
