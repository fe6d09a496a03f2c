import path from 'node:path';
import type { Config } from '../../config';
import { createTokenSigner } from '../../lib/token-signer';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createUrlSigner } from './url-signer';

/**
 * The storage backend chosen by STORAGE (local by default); the AWS SDK loads only for S3. Local storage signs
 * its URLs with the app secret (loaded once, in the composition root).
 */
export async function createStorage(config: Config, secret: Buffer): Promise<FileStorage> {
  if (config.STORAGE === 's3') {
    if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required when STORAGE=s3');
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage({
    rootDir: path.join(config.DATA_DIR, 'files'),
    signer: createUrlSigner(createTokenSigner(secret)),
  });
}
