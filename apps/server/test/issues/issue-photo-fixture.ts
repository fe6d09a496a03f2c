import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { files, issuePhotos } from '../../src/db/schema';

/** Attaches a stored photo to an issue (file row + issue_photos row), as a submitted report does. */
export async function attachTestPhoto(
  db: Db,
  options: { siteId: string; issueId: string; position: number; key?: string },
): Promise<{ id: string; fileKey: string }> {
  const fileKey = options.key ?? `issue-reporting-images/${randomBytes(8).toString('hex')}.png`;
  await db.insert(files).values({
    key: fileKey,
    siteId: options.siteId,
    folder: 'issue-reporting-images',
    status: 'attached',
    contentType: 'image/png',
    sizeBytes: 68,
    attachedAt: new Date(),
  });
  const [photo] = await db
    .insert(issuePhotos)
    .values({ issueId: options.issueId, fileKey, position: options.position })
    .returning({ id: issuePhotos.id, fileKey: issuePhotos.fileKey });
  if (!photo) throw new Error('photo not attached');
  return photo;
}
