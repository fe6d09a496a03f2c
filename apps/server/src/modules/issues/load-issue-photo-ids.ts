import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issuePhotos } from '../../db/schema';

/** Photo ids per issue, in the order the visitor attached them. */
export async function loadIssuePhotoIds(db: Db, issueIds: string[]): Promise<Map<string, string[]>> {
  if (issueIds.length === 0) return new Map();
  const rows = await db
    .select({ id: issuePhotos.id, issueId: issuePhotos.issueId })
    .from(issuePhotos)
    .where(inArray(issuePhotos.issueId, issueIds))
    .orderBy(asc(issuePhotos.issueId), asc(issuePhotos.position));
  return groupPhotoIdsByIssue(rows);
}

/** Photo rows (already in order) grouped into one id list per issue. */
export function groupPhotoIdsByIssue(rows: ReadonlyArray<{ id: string; issueId: string }>): Map<string, string[]> {
  const byIssue = new Map<string, string[]>();
  for (const row of rows) {
    const list = byIssue.get(row.issueId);
    if (list) list.push(row.id);
    else byIssue.set(row.issueId, [row.id]);
  }
  return byIssue;
}
