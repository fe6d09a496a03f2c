import { and, inArray, lt } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { createTimeSlicer, yieldToEventLoop } from '../../lib/walk-backlog';

/** Issue 7: uploads never attached to an issue or a transcription are deleted after 24 hours. */
export const unattachedFileMaxAgeMs = 24 * 60 * 60 * 1000;

/** Deletes unattached uploads older than the limit; answers how many went. */
export async function deleteUnattachedFiles(options: {
  db: Db;
  storage: FileStorage;
  olderThan: Date;
  batchSize?: number;
}): Promise<number> {
  const { db, storage, olderThan } = options;
  let deleted = 0;
  const slicer = createTimeSlicer();
  for (;;) {
    // The row goes first: once it is gone nothing can attach the file, so deleting the bytes is safe.
    const rows = await db
      .delete(files)
      .where(
        and(
          inArray(
            files.key,
            db
              .select({ key: files.key })
              .from(files)
              .where(and(inArray(files.status, ['pending', 'receiving', 'stored']), lt(files.createdAt, olderThan)))
              .limit(options.batchSize ?? 200),
          ),
          inArray(files.status, ['pending', 'receiving', 'stored']),
        ),
      )
      .returning({ key: files.key });
    for (const row of rows) {
      await storage.delete(row.key);
      await slicer.maybeYield();
    }
    deleted += rows.length;
    if (rows.length === 0) return deleted;
    // Requests run between batches (on PGlite the queries never let the event loop turn by themselves).
    await yieldToEventLoop();
  }
}
