import { imageContentTypes, type UploadFolder } from '@sitewatch/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { ChatPhoto } from '../../adapters/assistant/port/chat-engine';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';

const photoFolder: UploadFolder = 'issue-reporting-images';
/** Formats every vision model takes; others (HEIC) are named in the text only. */
const modelImageTypes = new Set<string>(imageContentTypes.filter((type) => type !== 'image/heic'));

/**
 * Reads a photo of the conversation for the model, only if it is a checked upload of this site's
 * photo folder: a visitor cannot make the model read another site's files by naming their keys.
 */
export function createChatPhotoLoader(options: { db: Db; storage: FileStorage; siteId: string }) {
  return async (fileKey: string): Promise<ChatPhoto | null> => {
    const [row] = await options.db
      .select({ contentType: files.contentType })
      .from(files)
      .where(
        and(
          eq(files.key, fileKey),
          eq(files.siteId, options.siteId),
          eq(files.folder, photoFolder),
          inArray(files.status, ['stored', 'attached']),
        ),
      )
      .limit(1);
    if (!row?.contentType || !modelImageTypes.has(row.contentType)) return null;
    try {
      return { data: new Uint8Array(await options.storage.read(fileKey)), mediaType: row.contentType };
    } catch {
      return null;
    }
  };
}
