import type { Readable } from 'node:stream';

/** Size and declared type of a stored object, from the backend's metadata. */
export interface StoredObjectInfo {
  sizeBytes: number;
  contentType?: string;
}

/** Where uploaded files live: local disk (default) or an S3-compatible bucket. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * A short-lived URL the browser PUTs the file to, with its content type as a header.
   * Local storage answers a root-relative path on this server (`/api/files/local/...`); S3 an absolute URL.
   */
  createUploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string>;
  /**
   * A short-lived URL that serves the file (an <img src>, an email thumbnail link). Root-relative for local
   * storage: pass it through `toAbsoluteUrl(url, config.PUBLIC_URL)` where a full address is needed (emails).
   */
  createDownloadUrl(key: string, expiresInSeconds: number): Promise<string>;
  /** The whole file (transcription, type sniffing, thumbnails). */
  read(key: string): Promise<Buffer>;
  /** The first bytes of the file (type sniffing without downloading it all), or null when it does not exist. */
  readStart(key: string, byteCount: number): Promise<Buffer | null>;
  /** Size and declared type, or null when the file does not exist. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** The file as a stream with its size, or null when it does not exist. */
  openReadStream(key: string): Promise<{ stream: Readable; sizeBytes: number } | null>;
  /** Stores bytes directly (server-side writes and tests). */
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Makes a storage URL absolute: local storage hands out paths on this server. */
export function toAbsoluteUrl(url: string, publicUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}
