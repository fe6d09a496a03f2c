import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTokenSigner } from '../../lib/token-signer';
import { loadAppSecret } from './app-secret';
import { createLocalStorage, UploadTooLargeError } from './local-storage';
import { isValidStorageKey } from './storage-key';
import { createUrlSigner } from './url-signer';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-storage-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('local storage', () => {
  it('stops a streamed upload once it passes the limit, even without a Content-Length, and keeps nothing', async () => {
    const root = tempDir();
    const storage = createLocalStorage({
      rootDir: root,
      signer: createUrlSigner(createTokenSigner(Buffer.alloc(32, 1))),
    });
    const chunks = Array.from({ length: 12 }, () => Buffer.alloc(1024 * 1024));
    await expect(storage.stageUpload(Readable.from(chunks), 10 * 1024 * 1024)).rejects.toBeInstanceOf(
      UploadTooLargeError,
    );
    expect(fs.readdirSync(path.join(root, '.incoming'))).toEqual([]);
  });

  it('writes, reads, reads the start of, stats and deletes a file', async () => {
    const storage = createLocalStorage({
      rootDir: tempDir(),
      signer: createUrlSigner(createTokenSigner(Buffer.alloc(32, 1))),
    });
    const key = 'issue-reporting-images/site-1/file-1';
    await storage.write(key, Buffer.from('hello world'), 'text/plain');
    expect((await storage.read(key)).toString()).toBe('hello world');
    expect((await storage.readStart(key, 5))?.toString()).toBe('hello');
    expect(await storage.stat(key)).toEqual({ sizeBytes: 11 });
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.readStart(key, 5)).toBeNull();
    await storage.delete(key);
  });

  it('refuses keys that would leave the storage folder', () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs/path', 'a', 'a/./b', 'A/b', 'a/b\\c']) {
      expect(isValidStorageKey(key)).toBe(false);
    }
    expect(isValidStorageKey('issue-reporting-images/3f1c/4a2b-9c.jpg')).toBe(true);
  });
});

describe('app secret', () => {
  it('uses APP_SECRET when set, else generates one once and keeps it in the data folder', () => {
    const dataDir = tempDir();
    expect(loadAppSecret({ appSecret: 'x'.repeat(32), dataDir }).toString()).toBe('x'.repeat(32));
    const first = loadAppSecret({ dataDir });
    const second = loadAppSecret({ dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toEqual(first);
    expect(fs.statSync(path.join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
  });
});
