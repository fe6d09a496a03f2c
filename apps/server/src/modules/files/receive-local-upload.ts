import type { Readable } from 'node:stream';
import { allowedContentTypes, maxUploadBytes, type UploadFolder, uploadFolder } from '@sitewatch/shared';
import { and, eq } from 'drizzle-orm';
import { type LocalFileStorage, UploadTooLargeError } from '../../adapters/storage/local-storage';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { normalizeContentType, sniffContentType } from './sniff-content-type';
import { uploadErrors } from './upload-errors';

export interface LocalUploadRequest {
  key: string;
  expires: number;
  signature: string;
  /** The type signed into the URL, when the client named one. */
  signedType?: string;
  /** The Content-Type header of the PUT. */
  contentTypeHeader?: string;
  contentLength?: number;
  body: Readable;
}

/**
 * The PUT behind a local upload URL (issue 7): signature, expiry, declared type and size are checked
 * before the bytes are kept, then the real type is sniffed from the bytes. Any failure leaves nothing stored.
 */
export async function receiveLocalUpload(options: { db: Db; storage: LocalFileStorage; upload: LocalUploadRequest }) {
  const { db, storage, upload } = options;
  const check = storage.signer.verify(
    { method: 'PUT', key: upload.key, expires: upload.expires, contentType: upload.signedType ?? '' },
    upload.signature,
  );
  if (!check.ok) {
    throw new AppError(
      'FORBIDDEN',
      check.reason === 'expired'
        ? 'This upload link has expired; ask for a new one'
        : 'This upload link is not valid (bad signature)',
    );
  }
  const [row] = await db.select().from(files).where(eq(files.key, upload.key)).limit(1);
  if (!row) throw uploadErrors.unknownKey();
  if (row.status !== 'pending') throw new AppError('CONFLICT', 'This file was already uploaded');
  const folder = uploadFolder.parse(row.folder) as UploadFolder;

  const declared = normalizeContentType(upload.contentTypeHeader);
  if (!declared || !allowedContentTypes[folder].includes(declared)) throw uploadErrors.notAllowedType(folder, declared);
  if (upload.signedType && normalizeContentType(upload.signedType) !== declared) {
    throw new AppError('BAD_REQUEST', `This upload link is for ${upload.signedType} files`, {
      contentType: [`must be ${upload.signedType}`],
    });
  }
  if (upload.contentLength !== undefined && upload.contentLength > maxUploadBytes) throw uploadErrors.tooLarge();

  // Claim the upload first, so two PUTs to one URL cannot both write the file.
  const claimed = await setStatus(db, upload.key, 'pending', 'receiving');
  if (!claimed) throw new AppError('CONFLICT', 'This file is already being uploaded');
  let sizeBytes: number;
  try {
    sizeBytes = await stageCheckAndCommit(storage, upload, declared);
  } catch (error) {
    // A rejected upload may be retried with a correct file while the URL is valid.
    await setStatus(db, upload.key, 'receiving', 'pending');
    throw error;
  }
  await db
    .update(files)
    .set({ status: 'stored', contentType: declared, sizeBytes })
    .where(and(eq(files.key, upload.key), eq(files.status, 'receiving')));
  return { key: upload.key, contentType: declared, sizeBytes };
}

async function setStatus(db: Db, key: string, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ status: to })
    .where(and(eq(files.key, key), eq(files.status, from)))
    .returning({ key: files.key });
  return rows.length > 0;
}

async function stageCheckAndCommit(
  storage: LocalFileStorage,
  upload: LocalUploadRequest,
  declared: string,
): Promise<number> {
  let staged: Awaited<ReturnType<LocalFileStorage['stageUpload']>>;
  try {
    staged = await storage.stageUpload(upload.body, maxUploadBytes);
  } catch (error) {
    if (error instanceof UploadTooLargeError) throw uploadErrors.tooLarge();
    throw error;
  }
  try {
    if (staged.sizeBytes === 0) throw uploadErrors.empty();
    const actual = await sniffContentType(staged.head);
    if (actual !== declared) throw uploadErrors.contentMismatch(declared, actual);
    await staged.commit(upload.key);
    return staged.sizeBytes;
  } catch (error) {
    await staged.discard();
    throw error;
  }
}
