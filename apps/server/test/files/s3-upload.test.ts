import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { maxUploadBytes } from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
// s3rver ships no types; only run() and close() are used.
// @ts-expect-error: untyped package
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, publicSiteHeaders } from '../support/factories';
import { makeJpeg, makePdf, makeWav } from './sample-files';

// Each test file runs in its own process; the PostgreSQL pass runs after the PGlite one, one port is enough.
const s3Port = process.env.TEST_DB === 'postgres' ? 3144 : 3143;
const bucket = 'sitewatch-test';
let s3Dir: string;
let s3: { run(): Promise<unknown>; close(): Promise<void> };
let testApp: TestApp;
let site: Awaited<ReturnType<typeof createTestSite>>;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-s3rver-'));
  s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: bucket }],
  });
  await s3.run();
  testApp = await buildTestApp({
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  site = await createTestSite(testApp.testDatabase.database.db);
});
afterAll(async () => {
  await testApp?.close();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

async function uploadToBucket(folder: string, body: Buffer, contentType: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/files/upload/${folder}`,
    headers: publicSiteHeaders(site),
  });
  expect(response.statusCode).toBe(200);
  const { url, key } = response.json() as { url: string; key: string };
  expect(url.startsWith(`http://127.0.0.1:${s3Port}/${bucket}/${folder}/${site.id}/`)).toBe(true);
  const put = await fetch(url, { method: 'PUT', body, headers: { 'content-type': contentType } });
  expect(put.status).toBe(200);
  return key;
}

function confirm(folder: string, key: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/files/upload/${folder}/confirm`,
    headers: publicSiteHeaders(site),
    payload: { key },
  });
}

async function rowStatus(key: string) {
  const [row] = await testApp.testDatabase.database.db.select().from(files).where(eq(files.key, key));
  return row?.status;
}

describe('S3-compatible storage (s3rver on loopback)', () => {
  it('takes a real JPEG through a presigned PUT, checks it on confirm and serves it by a presigned GET', async () => {
    const jpeg = makeJpeg(4);
    const key = await uploadToBucket('issue-reporting-images', jpeg, 'image/jpeg');
    expect(await rowStatus(key)).toBe('pending');
    const confirmed = await confirm('issue-reporting-images', key);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ key, contentType: 'image/jpeg', sizeBytes: jpeg.length });
    expect(await rowStatus(key)).toBe('stored');
    const download = await fetch(await testApp.app.deps.storage.createDownloadUrl(key, 60));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(jpeg);
    expect(await testApp.app.deps.storage.read(key)).toEqual(jpeg);
  });

  it('takes a real WAV for transcription', async () => {
    const key = await uploadToBucket('transcription-tasks', makeWav(), 'audio/wav');
    expect((await confirm('transcription-tasks', key)).statusCode).toBe(200);
    expect(await rowStatus(key)).toBe('stored');
  });

  it('rejects a PDF declared as a JPEG on confirm (415) and deletes it from the bucket', async () => {
    const key = await uploadToBucket('issue-reporting-images', makePdf(), 'image/jpeg');
    const response = await confirm('issue-reporting-images', key);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('application/pdf');
    expect(await testApp.app.deps.storage.stat(key)).toBeNull();
    expect(await rowStatus(key)).toBe('pending');
  });

  it('rejects a WAV declared as an image (415) and deletes it', async () => {
    const key = await uploadToBucket('issue-reporting-images', makeWav(), 'image/png');
    expect((await confirm('issue-reporting-images', key)).statusCode).toBe(415);
    expect(await testApp.app.deps.storage.stat(key)).toBeNull();
  });

  it('rejects a file over 10 MB (413) and deletes it', async () => {
    const key = await uploadToBucket(
      'issue-reporting-images',
      Buffer.concat([makeJpeg(), Buffer.alloc(maxUploadBytes)]),
      'image/jpeg',
    );
    expect((await confirm('issue-reporting-images', key)).statusCode).toBe(413);
    expect(await testApp.app.deps.storage.stat(key)).toBeNull();
  });

  it('answers 400 for a key that was never uploaded and 404 for another site or folder', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/files/upload/issue-reporting-images',
      headers: publicSiteHeaders(site),
    });
    const { key } = response.json() as { key: string };
    expect((await confirm('issue-reporting-images', key)).statusCode).toBe(400);
    expect((await confirm('transcription-tasks', key)).statusCode).toBe(404);
    const other = await createTestSite(testApp.testDatabase.database.db);
    const crossSite = await testApp.app.inject({
      method: 'POST',
      url: '/api/files/upload/issue-reporting-images/confirm',
      headers: publicSiteHeaders(other),
      payload: { key },
    });
    expect(crossSite.statusCode).toBe(404);
  });

  it('has no local upload route when files live in S3', async () => {
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/files/local/a/b?expires=1&signature=x' });
    expect(response.statusCode).toBe(404);
  });
});
