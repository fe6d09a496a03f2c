import { randomUUID } from 'node:crypto';
import type { UploadFolder } from '@sitewatch/shared';
import type { FileStorage } from '../../../src/adapters/storage/file-storage';
import type { Db } from '../../../src/db/client';
import { files } from '../../../src/db/schema';

/** A visitor's upload as the files feature leaves it: a row (and, when given, the bytes in storage). */
export async function createTestUpload(
  db: Db,
  options: {
    siteId: string;
    folder?: UploadFolder;
    status?: 'pending' | 'stored' | 'attached';
    contentType?: string;
    body?: Buffer;
    storage?: FileStorage;
  },
): Promise<string> {
  const folder = options.folder ?? 'issue-reporting-images';
  const key = `${folder}/${options.siteId}/${randomUUID()}`;
  const contentType = options.contentType ?? (folder === 'transcription-tasks' ? 'audio/wav' : 'image/jpeg');
  if (options.body && options.storage) await options.storage.write(key, options.body, contentType);
  await db.insert(files).values({
    key,
    siteId: options.siteId,
    folder,
    status: options.status ?? 'stored',
    contentType,
    sizeBytes: options.body?.length ?? 1234,
    attachedAt: options.status === 'attached' ? new Date() : null,
  });
  return key;
}
