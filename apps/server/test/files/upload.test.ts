import fs from 'node:fs';
import path from 'node:path';
import { maxUploadBytes } from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalFileStorage } from '../../src/adapters/storage/local-storage';
import { files } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, publicSiteHeaders } from '../support/factories';
import { makeJpeg, makePdf, makeWav } from './sample-files';

let testApp: TestApp;
let site: Awaited<ReturnType<typeof createTestSite>>;

beforeAll(async () => {
  testApp = await buildTestApp();
  site = await createTestSite(testApp.testDatabase.database.db);
});
afterAll(() => testApp.close());

async function requestUploadUrl(folder: string, headers = publicSiteHeaders(site)) {
  return testApp.app.inject({ method: 'GET', url: `/api/files/upload/${folder}`, headers });
}

async function newTarget(folder = 'issue-reporting-images'): Promise<{ url: string; key: string }> {
  const response = await requestUploadUrl(folder);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function put(url: string, body: Buffer, contentType: string) {
  return testApp.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: body });
}

async function fileRow(key: string) {
  const [row] = await testApp.testDatabase.database.db.select().from(files).where(eq(files.key, key));
  return row;
}

function storedPath(key: string): string {
  return path.join(testApp.config.DATA_DIR, 'files', ...key.split('/'));
}

/** Nothing kept: no file under its key, no stray temporary file, and the row still waiting. */
async function expectNothingStored(key: string) {
  expect(fs.existsSync(storedPath(key))).toBe(false);
  expect(fs.readdirSync(path.join(testApp.config.DATA_DIR, 'files', '.incoming'))).toEqual([]);
  expect((await fileRow(key))?.status).toBe('pending');
}

describe('GET /api/files/upload/:folder', () => {
  it('hands out a signed URL on this server and records a pending file for the site', async () => {
    const { url, key } = await newTarget();
    expect(url).toMatch(/^\/api\/files\/local\/issue-reporting-images\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?/);
    expect(new URL(url, 'http://x').searchParams.get('signature')).toBeTruthy();
    expect(key.startsWith(`issue-reporting-images/${site.id}/`)).toBe(true);
    expect(await fileRow(key)).toMatchObject({ siteId: site.id, folder: 'issue-reporting-images', status: 'pending' });
  });

  it('rejects a folder other than the two upload folders with 400 and a field error', async () => {
    const response = await requestUploadUrl('avatars');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('folder');
  });

  it('answers 404 without the site headers or with a wrong site code', async () => {
    expect((await requestUploadUrl('issue-reporting-images', {} as Record<string, string>)).statusCode).toBe(404);
    const wrong = { ...publicSiteHeaders(site), 'x-site-code': 'not-the-code' };
    expect((await requestUploadUrl('issue-reporting-images', wrong)).statusCode).toBe(404);
  });
});

describe('PUT to a local upload URL', () => {
  it('stores a real JPEG and serves it back through a signed download URL', async () => {
    const jpeg = makeJpeg(4);
    const { url, key } = await newTarget();
    const response = await put(url, jpeg, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key, contentType: 'image/jpeg', sizeBytes: jpeg.length });
    expect(await fileRow(key)).toMatchObject({ status: 'stored', contentType: 'image/jpeg', sizeBytes: jpeg.length });
    expect(fs.readFileSync(storedPath(key))).toEqual(jpeg);

    const downloadUrl = await testApp.app.deps.storage.createDownloadUrl(key, 60);
    const download = await testApp.app.inject({ method: 'GET', url: downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.rawPayload).toEqual(jpeg);
    expect(await testApp.app.deps.storage.read(key)).toEqual(jpeg);
  });

  it('stores a real WAV in the transcription folder', async () => {
    const wav = makeWav();
    const { url, key } = await newTarget('transcription-tasks');
    const response = await put(url, wav, 'audio/wav');
    expect(response.statusCode).toBe(200);
    expect(await fileRow(key)).toMatchObject({ status: 'stored', contentType: 'audio/wav', sizeBytes: wav.length });
  });

  it('rejects a URL whose signature was tampered with (403) and stores nothing', async () => {
    const { url, key } = await newTarget();
    // The first character changed to another one: a signature that already ended in the replacement (about one run
    // in a thousand with its last two characters overwritten) left the URL as it was.
    const tampered = url.replace(
      /signature=([^&]+)/,
      (_m, sig: string) => `signature=${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`,
    );
    const response = await put(tampered, makeJpeg(), 'image/jpeg');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/not valid/);
    await expectNothingStored(key);
  });

  it('rejects a URL whose expiry was pushed later, since the expiry is signed (403)', async () => {
    const { url, key } = await newTarget();
    const later = url.replace(/expires=(\d+)/, (_m, value: string) => `expires=${Number(value) + 3600}`);
    expect((await put(later, makeJpeg(), 'image/jpeg')).statusCode).toBe(403);
    await expectNothingStored(key);
  });

  it('rejects an expired URL (403) and stores nothing', async () => {
    const { key } = await newTarget();
    const storage = testApp.app.deps.storage as LocalFileStorage;
    const expires = Math.floor(Date.now() / 1000) - 5;
    const signature = storage.signer.sign({ method: 'PUT', key, expires, contentType: '' });
    const response = await put(
      `/api/files/local/${key}?expires=${expires}&signature=${signature}`,
      makeJpeg(),
      'image/jpeg',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/expired/);
    await expectNothingStored(key);
  });

  it('rejects a file over 10 MB with 413 and stores nothing', async () => {
    const { url, key } = await newTarget();
    const oversize = Buffer.concat([makeJpeg(), Buffer.alloc(maxUploadBytes)]);
    const response = await put(url, oversize, 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json().fieldErrors).toHaveProperty('file');
    await expectNothingStored(key);
  });

  it('rejects a PDF renamed to .jpg and declared as a JPEG (415) and deletes it', async () => {
    const { url, key } = await newTarget();
    const response = await put(url, makePdf(), 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('not a real image/jpeg file');
    expect(response.json().message).toContain('application/pdf');
    await expectNothingStored(key);
  });

  it('rejects a WAV declared as an image (415) and deletes it', async () => {
    const { url, key } = await newTarget();
    const response = await put(url, makeWav(), 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('audio/wav');
    await expectNothingStored(key);
  });

  it('rejects a type the folder does not take, before reading the bytes (415)', async () => {
    const { url, key } = await newTarget('transcription-tasks');
    const response = await put(url, makeJpeg(), 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json().fieldErrors.contentType[0]).toContain('audio/wav');
    await expectNothingStored(key);
  });

  it('rejects an empty file (400)', async () => {
    const { url, key } = await newTarget();
    expect((await put(url, Buffer.alloc(0), 'image/jpeg')).statusCode).toBe(400);
    await expectNothingStored(key);
  });

  it('lets a rejected upload be retried with the right file, but never replaces a stored one (409)', async () => {
    const { url, key } = await newTarget();
    expect((await put(url, makePdf(), 'image/jpeg')).statusCode).toBe(415);
    expect((await put(url, makeJpeg(), 'image/jpeg')).statusCode).toBe(200);
    expect((await put(url, makeJpeg(3), 'image/jpeg')).statusCode).toBe(409);
    expect(fs.readFileSync(storedPath(key))).toEqual(makeJpeg());
  });

  it('binds the URL to the type asked for with ?contentType', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/files/upload/issue-reporting-images?contentType=image/png',
      headers: publicSiteHeaders(site),
    });
    const { url, key } = response.json();
    const wrongType = await put(url, makeJpeg(), 'image/jpeg');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fieldErrors.contentType[0]).toContain('image/png');
    await expectNothingStored(key);
  });

  it('refuses download URLs that are unsigned, tampered with or for files not stored', async () => {
    const { key } = await newTarget();
    const storage = testApp.app.deps.storage;
    const pendingUrl = await storage.createDownloadUrl(key, 60);
    expect((await testApp.app.inject({ method: 'GET', url: pendingUrl })).statusCode).toBe(404);
    const unsigned = `/api/files/local/${key}?expires=${Math.floor(Date.now() / 1000) + 60}&signature=x`;
    expect((await testApp.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(403);
    const traversal = await testApp.app.inject({
      method: 'GET',
      url: '/api/files/local/../../etc/passwd?expires=1&signature=x',
    });
    expect([403, 404]).toContain(traversal.statusCode);
  });
});
