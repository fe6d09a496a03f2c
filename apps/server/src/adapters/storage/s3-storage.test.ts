import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const storage = createS3Storage({
  bucket: 'sitewatch',
  region: 'eu-west-2',
  endpoint: 'https://s3.example.com',
  forcePathStyle: true,
  ...credentials,
});

const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * An independent AWS Signature V4 check of a presigned URL (what S3 does on each request), since the
 * local S3 test server does not check signatures.
 */
function verifyPresignedUrl(url: string, method: string, headers: Record<string, string>, nowMs: number) {
  const parsed = new URL(url);
  const query = [...parsed.searchParams.entries()];
  const get = (name: string) => parsed.searchParams.get(name) ?? '';
  const amzDate = get('X-Amz-Date');
  const [, date, region, service] = get('X-Amz-Credential').split('/');
  const signedHeaders = get('X-Amz-SignedHeaders').split(';');
  const canonicalQuery = query
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const allHeaders: Record<string, string> = { host: parsed.host, ...headers };
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${(allHeaders[name] ?? '').trim()}\n`).join('');
  const canonicalRequest = [
    method,
    parsed.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date ?? ''), region ?? ''), service ?? ''),
    'aws4_request',
  );
  const signatureOk = createHmac('sha256', signingKey).update(stringToSign).digest('hex') === get('X-Amz-Signature');
  const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  const notExpired = nowMs <= signedAt + Number(get('X-Amz-Expires')) * 1000;
  return { signatureOk, notExpired, expiresIn: Number(get('X-Amz-Expires')) };
}

describe('S3 presigned URLs', () => {
  const key = 'issue-reporting-images/site-1/file-1';

  it('signs an upload for one key and content type that expires when asked', async () => {
    const url = await storage.createUploadUrl(key, 'image/jpeg', 900);
    expect(url.startsWith('https://s3.example.com/sitewatch/issue-reporting-images/site-1/file-1?')).toBe(true);
    const now = Date.now();
    const good = verifyPresignedUrl(url, 'PUT', { 'content-type': 'image/jpeg' }, now);
    expect(good).toEqual({ signatureOk: true, notExpired: true, expiresIn: 900 });
    expect(verifyPresignedUrl(url, 'PUT', { 'content-type': 'application/pdf' }, now).signatureOk).toBe(false);
    expect(verifyPresignedUrl(url, 'GET', { 'content-type': 'image/jpeg' }, now).signatureOk).toBe(false);
    expect(
      verifyPresignedUrl(url.replace('file-1', 'file-2'), 'PUT', { 'content-type': 'image/jpeg' }, now).signatureOk,
    ).toBe(false);
    expect(verifyPresignedUrl(url, 'PUT', { 'content-type': 'image/jpeg' }, now + 901_000).notExpired).toBe(false);
  });

  it('signs downloads that expire when asked and cannot be stretched', async () => {
    const url = await storage.createDownloadUrl(key, 60);
    expect(verifyPresignedUrl(url, 'GET', {}, Date.now())).toEqual({
      signatureOk: true,
      notExpired: true,
      expiresIn: 60,
    });
    const stretched = url.replace('X-Amz-Expires=60', 'X-Amz-Expires=604800');
    expect(verifyPresignedUrl(stretched, 'GET', {}, Date.now()).signatureOk).toBe(false);
  });

  it('refuses keys outside the upload layout', async () => {
    await expect(storage.createUploadUrl('../secrets', 'image/jpeg', 60)).rejects.toThrow(/Invalid storage key/);
  });
});
