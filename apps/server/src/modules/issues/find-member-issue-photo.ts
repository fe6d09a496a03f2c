import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issuePhotos, issues, siteMembers } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/is-uuid';

/**
 * The stored file key of an issue's photo, only for a member of the issue's site. Everyone else,
 * and every id that does not fit, gets the same 404.
 */
export async function findMemberIssuePhoto(
  db: Db,
  options: { userId: string; issueId: string; photoId: string },
): Promise<string> {
  const { userId, issueId, photoId } = options;
  if (!isUuid(issueId) || !isUuid(photoId)) throw notFound('Photo not found');
  const [row] = await db
    .select({ fileKey: issuePhotos.fileKey })
    .from(issuePhotos)
    .innerJoin(issues, eq(issues.id, issuePhotos.issueId))
    .innerJoin(siteMembers, and(eq(siteMembers.siteId, issues.siteId), eq(siteMembers.userId, userId)))
    .where(and(eq(issuePhotos.id, photoId), eq(issuePhotos.issueId, issueId)))
    .limit(1);
  if (!row) throw notFound('Photo not found');
  return row.fileKey;
}
