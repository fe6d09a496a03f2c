import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredObjectInfo } from './file-storage';
import { assertValidStorageKey } from './storage-key';
import type { UrlSigner } from './url-signer';

/** Path prefix of the routes that receive and serve local files (modules/files/local-file.routes.ts). */
export const localFilesPathPrefix = '/api/files/local/';

export class UploadTooLargeError extends Error {
  override name = 'UploadTooLargeError';
}

/** An upload received into a temporary file, not yet visible under its key. */
export interface StagedUpload {
  sizeBytes: number;
  /** The first bytes, for sniffing the real type. */
  head: Buffer;
  commit(key: string): Promise<void>;
  discard(): Promise<void>;
}

export interface LocalFileStorage extends FileStorage {
  readonly kind: 'local';
  readonly signer: UrlSigner;
  /** Streams a request body to a temporary file, stopping once it passes maxBytes. */
  stageUpload(body: Readable, maxBytes: number): Promise<StagedUpload>;
}

const sniffBytes = 4100;

/** Files under `{DATA_DIR}/files`, served and received through HMAC-signed short-lived URLs on this server. */
export function createLocalStorage(options: { rootDir: string; signer: UrlSigner }): LocalFileStorage {
  const root = path.resolve(options.rootDir);
  const tempDir = path.join(root, '.incoming');
  fs.mkdirSync(tempDir, { recursive: true });

  function filePath(key: string): string {
    assertValidStorageKey(key);
    return path.join(root, ...key.split('/'));
  }

  function signedPath(method: 'GET' | 'PUT', key: string, expiresInSeconds: number, contentType?: string): string {
    const expires = Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(expiresInSeconds));
    const signature = options.signer.sign({ method, key, expires, contentType });
    const query = new URLSearchParams({ expires: String(expires), signature });
    if (contentType !== undefined) query.set('type', contentType);
    return `${localFilesPathPrefix}${key}?${query.toString()}`;
  }

  async function stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const info = await fsp.stat(filePath(key));
      return info.isFile() ? { sizeBytes: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  return {
    kind: 'local',
    signer: options.signer,
    async createUploadUrl(key, contentType, expiresInSeconds) {
      assertValidStorageKey(key);
      return signedPath('PUT', key, expiresInSeconds, contentType);
    },
    async createDownloadUrl(key, expiresInSeconds) {
      assertValidStorageKey(key);
      return signedPath('GET', key, expiresInSeconds);
    },
    read: (key) => fsp.readFile(filePath(key)),
    async readStart(key, byteCount) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(filePath(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const buffer = Buffer.alloc(byteCount);
        const { bytesRead } = await handle.read(buffer, 0, byteCount, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    stat,
    async openReadStream(key) {
      const info = await stat(key);
      if (!info) return null;
      return { stream: fs.createReadStream(filePath(key)), sizeBytes: info.sizeBytes };
    },
    async write(key, body) {
      const target = filePath(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = path.join(tempDir, randomUUID());
      await fsp.writeFile(temp, body);
      await fsp.rename(temp, target);
    },
    async delete(key) {
      await fsp.rm(filePath(key), { force: true });
    },
    async stageUpload(body, maxBytes) {
      const temp = path.join(tempDir, randomUUID());
      let sizeBytes = 0;
      const chunks: Buffer[] = [];
      let headLength = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          sizeBytes += chunk.length;
          if (sizeBytes > maxBytes) {
            callback(new UploadTooLargeError(`The file is larger than ${maxBytes} bytes`));
            return;
          }
          if (headLength < sniffBytes) {
            chunks.push(chunk);
            headLength += chunk.length;
          }
          callback(null, chunk);
        },
      });
      try {
        await pipeline(body, counter, fs.createWriteStream(temp, { mode: 0o600 }));
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
      const head = Buffer.concat(chunks).subarray(0, sniffBytes);
      return {
        sizeBytes,
        head,
        async commit(key) {
          const target = filePath(key);
          await fsp.mkdir(path.dirname(target), { recursive: true });
          await fsp.rename(temp, target);
        },
        discard: () => fsp.rm(temp, { force: true }),
      };
    },
  };
}
