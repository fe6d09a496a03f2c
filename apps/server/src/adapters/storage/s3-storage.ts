import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStorage, StoredObjectInfo } from './file-storage';
import { assertValidStorageKey } from './storage-key';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** MinIO and most self-hosted servers need path-style addresses (endpoint/bucket/key). */
  forcePathStyle: boolean;
}

export interface S3FileStorage extends FileStorage {
  readonly kind: 's3';
  readonly client: S3Client;
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

async function bodyToBuffer(body: unknown): Promise<Buffer> {
  if (body instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  const withBytes = body as { transformToByteArray?: () => Promise<Uint8Array> } | undefined;
  if (withBytes?.transformToByteArray) return Buffer.from(await withBytes.transformToByteArray());
  throw new Error('Unexpected S3 object body');
}

/** AWS S3, MinIO, R2 and other S3-compatible buckets: the browser talks to the bucket through presigned URLs. */
export function createS3Storage(options: S3StorageOptions): S3FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Presigned PUTs from a browser cannot carry the SDK's optional checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function stat(key: string): Promise<StoredObjectInfo | null> {
    assertValidStorageKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { sizeBytes: head.ContentLength ?? 0, contentType: head.ContentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    client,
    async createUploadUrl(key, contentType, expiresInSeconds) {
      assertValidStorageKey(key);
      // ContentType is signed: a PUT with another Content-Type header fails the signature check.
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentType: contentType }), {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-type']),
      });
    },
    async createDownloadUrl(key, expiresInSeconds) {
      assertValidStorageKey(key);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: expiresInSeconds });
    },
    async read(key) {
      assertValidStorageKey(key);
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return bodyToBuffer(object.Body);
    },
    async readStart(key, byteCount) {
      assertValidStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${byteCount - 1}` }));
        return (await bodyToBuffer(object.Body)).subarray(0, byteCount);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    stat,
    async openReadStream(key) {
      assertValidStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('Unexpected S3 object body');
        return { stream: object.Body, sizeBytes: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async write(key, body, contentType) {
      assertValidStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async delete(key) {
      assertValidStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
