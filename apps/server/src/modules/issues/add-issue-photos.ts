import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issuePhotos } from '../../db/schema';

/** Links claimed uploads to an issue after its existing photos, in the order given; answers the new photo ids. */
export async function addIssuePhotos(tx: Db, issueId: string, fileKeys: readonly string[]): Promise<string[]> {
  if (fileKeys.length === 0) return [];
  const [last] = await tx
    .select({ position: max(issuePhotos.position) })
    .from(issuePhotos)
    .where(eq(issuePhotos.issueId, issueId));
  const start = (last?.position ?? -1) + 1;
  const photos = await tx
    .insert(issuePhotos)
    .values(fileKeys.map((fileKey, index) => ({ issueId, fileKey, position: start + index })))
    .returning({ id: issuePhotos.id, position: issuePhotos.position });
  photos.sort((a, b) => a.position - b.position);
  return photos.map((photo) => photo.id);
}
