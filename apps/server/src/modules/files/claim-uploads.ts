import type { UploadFolder } from '@sitewatch/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';

/**
 * Claims uploads for whatever the caller attaches them to, inside its transaction: only this site's uploads
 * of that folder that are still 'stored' move to 'attached', so each upload is claimed once (a retry, a
 * second report or another site naming the same key gets nothing). Answers the keys that could not be
 * claimed; the caller refuses the request with them and its transaction rolls the others back.
 */
export async function claimUploads(
  tx: Db,
  options: { siteId: string; folder: UploadFolder; keys: readonly string[] },
): Promise<string[]> {
  const { siteId, folder, keys } = options;
  if (keys.length === 0) return [];
  const claimed = await tx
    .update(files)
    .set({ status: 'attached', attachedAt: new Date() })
    .where(
      and(
        inArray(files.key, [...keys]),
        eq(files.siteId, siteId),
        eq(files.folder, folder),
        eq(files.status, 'stored'),
      ),
    )
    .returning({ key: files.key });
  const claimedKeys = new Set(claimed.map((row) => row.key));
  return keys.filter((key) => !claimedKeys.has(key));
}
