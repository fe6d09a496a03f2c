import type { Readable } from 'node:stream';

/** Where uploaded files live: local disk (default) or an S3-compatible bucket. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** A short-lived URL the browser PUTs the file to, with its content type as a header. */
  createUploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string>;
  /** A short-lived URL that serves the file (an <img src>, an email thumbnail link). */
  createDownloadUrl(key: string, expiresInSeconds: number): Promise<string>;
  /** The whole file (transcription, type sniffing, thumbnails). */
  read(key: string): Promise<Buffer>;
  /** The file as a stream with its size, or null when it does not exist. */
  openReadStream(key: string): Promise<{ stream: Readable; sizeBytes: number } | null>;
  /** Stores bytes directly (server-side writes and tests). */
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}
