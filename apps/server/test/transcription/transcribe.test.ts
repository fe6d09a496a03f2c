import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer } from '../assistant/support/fake-openai-server';
import { webOnly } from '../assistant/support/web-only';
import { makeJpeg, makeWav } from '../files/sample-files';
import { createTestUpload } from '../public-issues/support/stored-upload';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, publicSiteHeaders } from '../support/factories';

const providerPort = 3134;

type Site = Awaited<ReturnType<typeof createTestSite>>;
let addressCounter = 0;
const nextAddress = () => `10.5.0.${(addressCounter++ % 250) + 1}`;

function transcribe(t: TestApp, site: Site, body: unknown, address = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/transcribe',
    headers: publicSiteHeaders(site),
    remoteAddress: address,
    payload: body as Record<string, unknown>,
  });
}

describe('POST /api/transcribe without a transcription service', () => {
  let t: TestApp;
  let site: Site;
  beforeAll(async () => {
    t = await buildTestApp(webOnly);
    site = await createTestSite(t.testDatabase.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 with a clear message', async () => {
    const key = await createTestUpload(t.testDatabase.database.db, {
      siteId: site.id,
      folder: 'transcription-tasks',
      body: makeWav(),
      storage: t.app.deps.storage,
    });
    const res = await transcribe(t, site, { fileKey: key });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'UNAVAILABLE',
      message:
        'Voice input is not available: this server has no transcription service configured (TRANSCRIBE_BASE_URL).',
    });
  });
});

describe('POST /api/transcribe with an OpenAI-compatible transcription service', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
  let t: TestApp;
  let site: Site;
  let otherSite: Site;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer(providerPort);
    t = await buildTestApp({
      ...webOnly,
      TRANSCRIBE_BASE_URL: fake.baseUrl,
      TRANSCRIBE_MODEL: 'whisper-test',
      TRANSCRIBE_API_KEY: 'sk-transcribe-test',
    });
    site = await createTestSite(t.testDatabase.database.db);
    otherSite = await createTestSite(t.testDatabase.database.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.setScript(() => ({ kind: 'json', body: { text: '  The lift on floor 2 is stuck.  ' } }));
  });

  const upload = (options: Parameters<typeof createTestUpload>[1]) =>
    createTestUpload(t.testDatabase.database.db, { storage: t.app.deps.storage, ...options });

  it('sends the WAV with the language hint and answers the text', async () => {
    const wav = makeWav(400);
    const key = await upload({ siteId: site.id, folder: 'transcription-tasks', body: wav });
    const res = await transcribe(t, site, { fileKey: key, language: 'pl' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'The lift on floor 2 is stuck.' });

    const request = fake.requests[0];
    expect(request?.path).toBe('/v1/audio/transcriptions');
    expect(request?.headers.authorization).toBe('Bearer sk-transcribe-test');
    expect(request?.headers['content-type']).toContain('multipart/form-data');
    const form = await new Request('http://x', {
      method: 'POST',
      headers: { 'content-type': String(request?.headers['content-type']) },
      body: request?.rawBody,
    }).formData();
    expect(form.get('model')).toBe('whisper-test');
    expect(form.get('language')).toBe('pl');
    expect(form.get('response_format')).toBe('json');
    const file = form.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect(Buffer.from(await (file as Blob).arrayBuffer()).equals(wav)).toBe(true);
  });

  it('answers 400 for a file that is not a WAV, without calling the service', async () => {
    const key = await upload({
      siteId: site.id,
      folder: 'transcription-tasks',
      body: makeJpeg(),
      contentType: 'audio/wav',
    });
    const res = await transcribe(t, site, { fileKey: key });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The recording is not a WAV file.',
      fieldErrors: { fileKey: expect.any(Array) },
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 400 for a recording over the duration cap', async () => {
    // A valid header claiming 200 seconds of 8 kHz audio, with the bytes to match.
    const seconds = 200;
    const wav = makeWav(10);
    const data = Buffer.alloc(8000 * seconds);
    const header = Buffer.from(wav.subarray(0, 44));
    header.writeUInt32LE(36 + data.length, 4);
    header.writeUInt32LE(8000, 24);
    header.writeUInt32LE(8000, 28);
    header.writeUInt16LE(1, 32);
    header.writeUInt16LE(8, 34);
    header.writeUInt32LE(data.length, 40);
    const key = await upload({ siteId: site.id, folder: 'transcription-tasks', body: Buffer.concat([header, data]) });
    const res = await transcribe(t, site, { fileKey: key });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The recording is longer than 3 minutes.');
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['of another site', () => upload({ siteId: otherSite.id, folder: 'transcription-tasks', body: makeWav() })],
    ['in the photo folder', () => upload({ siteId: site.id, folder: 'issue-reporting-images', body: makeWav() })],
    ['not uploaded yet', () => upload({ siteId: site.id, folder: 'transcription-tasks', status: 'pending' })],
    ['unknown', async () => `transcription-tasks/${site.id}/00000000-0000-4000-8000-000000000000`],
  ])('answers 400 for a recording %s', async (_name, makeKey) => {
    const res = await transcribe(t, site, { fileKey: await makeKey() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('fileKey');
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['no body', undefined],
    ['an empty key', { fileKey: '' }],
    ['a key that is not a string', { fileKey: 7 }],
    ['a bad language', { fileKey: 'x', language: 'e' }],
  ])('answers 400 for %s', async (_name, body) => {
    const res = await transcribe(t, site, body);
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for a wrong site code', async () => {
    const key = await upload({ siteId: site.id, folder: 'transcription-tasks', body: makeWav() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      headers: { ...publicSiteHeaders(site), 'x-site-code': 'nope' },
      remoteAddress: nextAddress(),
      payload: { fileKey: key },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 503 with a clear message when the service fails', async () => {
    fake.setScript(() => ({ kind: 'json', status: 500, body: { error: { message: 'GPU on fire' } } }));
    const key = await upload({ siteId: site.id, folder: 'transcription-tasks', body: makeWav() });
    const res = await transcribe(t, site, { fileKey: key });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'The recording could not be turned into text. Please try again or type your message.',
    );
    expect(res.body).not.toContain('GPU');
  });

  it('answers 429 after 20 transcriptions a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await transcribe(t, site, {}, '192.0.2.50')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
