import type { Issue } from '@sitewatch/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issuePhotos, issues } from '../../db/schema';
import { countOpenIssueReports } from './count-issue-reports';
import { type IssueDtoColumns, toIssueDto } from './issue-dto';
import { groupPhotoIdsByIssue } from './load-issue-photo-ids';

// Only what the list shows: bookkeeping columns (idempotency key, notification state) stay behind.
const listColumns: { [K in keyof IssueDtoColumns]: (typeof issues)[K] } = {
  id: issues.id,
  siteId: issues.siteId,
  title: issues.title,
  description: issues.description,
  location: issues.location,
  status: issues.status,
  priority: issues.priority,
  category: issues.category,
  language: issues.language,
  translation: issues.translation,
  createdAt: issues.createdAt,
  closedAt: issues.closedAt,
};

/**
 * The open issues of a site, newest first, with their photo ids. Two queries whatever the number
 * of issues: one for the issues (index on site, status, created_at) and one for every photo of
 * those issues, joined on the same condition rather than passing thousands of ids back in.
 */
export async function listOpenIssues(db: Db, siteId: string): Promise<Issue[]> {
  const isOpenAtSite = and(eq(issues.siteId, siteId), eq(issues.status, 'OPEN'));
  const rows = await db.select(listColumns).from(issues).where(isOpenAtSite).orderBy(desc(issues.createdAt));
  if (rows.length === 0) return [];
  // Photos second: they are committed together with their issue, so every issue of the first
  // query has all its photos by now (run in parallel, a new issue could show up without them).
  const photoRows = await db
    .select({ id: issuePhotos.id, issueId: issuePhotos.issueId })
    .from(issuePhotos)
    .innerJoin(issues, eq(issues.id, issuePhotos.issueId))
    .where(isOpenAtSite)
    .orderBy(asc(issuePhotos.issueId), asc(issuePhotos.position));
  const photosByIssue = groupPhotoIdsByIssue(photoRows);
  const reportCounts = await countOpenIssueReports(db, siteId);
  return rows.map((row) => toIssueDto(row, photosByIssue.get(row.id) ?? [], reportCounts.get(row.id)));
}
