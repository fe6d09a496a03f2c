import { allowedContentTypes, maxUploadBytes, type UploadFolder } from '@sitewatch/shared';
import { and, eq } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { isValidStorageKey } from '../../adapters/storage/storage-key';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { normalizeContentType, sniffByteCount, sniffContentType } from './sniff-content-type';
import { uploadErrors } from './upload-errors';

export type FileRow = typeof files.$inferSelect;

/**
 * The upload `key` of this site and folder, checked and ready to attach (status stored or attached).
 * Local uploads are checked when they arrive. S3 uploads go straight to the bucket, so the first use
 * checks them here: size from HEAD, real type from the first bytes; a bad file is deleted and rejected.
 * Call it before attaching (issue photos, transcription), outside any transaction: S3 is a network call.
 */
export async function ensureFileStored(options: {
  db: Db;
  storage: FileStorage;
  siteId: string;
  folder: UploadFolder;
  key: string;
}): Promise<FileRow> {
  const { db, storage, siteId, folder, key } = options;
  if (!isValidStorageKey(key)) throw uploadErrors.unknownKey();
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.key, key), eq(files.siteId, siteId), eq(files.folder, folder)))
    .limit(1);
  if (!row) throw uploadErrors.unknownKey();
  if (row.status === 'stored' || row.status === 'attached') return row;
  if (storage.kind === 'local') throw uploadErrors.notUploaded();

  const info = await storage.stat(key);
  if (!info) throw uploadErrors.notUploaded();
  const declared = normalizeContentType(info.contentType);
  async function reject(error: Error): Promise<never> {
    await storage.delete(key);
    throw error;
  }
  if (info.sizeBytes === 0) return reject(uploadErrors.empty());
  if (info.sizeBytes > maxUploadBytes) return reject(uploadErrors.tooLarge());
  const head = (await storage.readStart(key, sniffByteCount)) ?? Buffer.alloc(0);
  const actual = await sniffContentType(head);
  const allowed = allowedContentTypes[folder];
  if (!actual || !allowed.includes(actual)) {
    return reject(
      declared && allowed.includes(declared)
        ? uploadErrors.contentMismatch(declared, actual)
        : uploadErrors.notAllowedType(folder, declared),
    );
  }
  if (declared && declared !== actual) return reject(uploadErrors.contentMismatch(declared, actual));
  const [stored] = await db
    .update(files)
    .set({ status: 'stored', contentType: actual, sizeBytes: info.sizeBytes })
    .where(and(eq(files.key, key), eq(files.status, 'pending')))
    .returning();
  // Another request may have confirmed it a moment ago; its row is just as good.
  if (stored) return stored;
  const [current] = await db.select().from(files).where(eq(files.key, key)).limit(1);
  if (!current) throw uploadErrors.unknownKey();
  return current;
}
