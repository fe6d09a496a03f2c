import type { UploadFolder, UploadTarget } from '@sitewatch/shared';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { newFileKey } from './new-file-key';

/** How long an upload URL works: enough for a slow phone connection, short enough to be useless later. */
export const uploadUrlSeconds = 15 * 60;

/** Records a pending upload for the site and hands out where to PUT it. */
export async function createUploadTarget(options: {
  db: Db;
  storage: FileStorage;
  siteId: string;
  folder: UploadFolder;
  /** When given, the URL only accepts this type (S3 signs it; local storage checks it). */
  contentType?: string;
}): Promise<UploadTarget> {
  const key = newFileKey(options.folder, options.siteId);
  await options.db.insert(files).values({ key, siteId: options.siteId, folder: options.folder, status: 'pending' });
  const url = await options.storage.createUploadUrl(key, options.contentType ?? '', uploadUrlSeconds);
  return { url, key };
}
