import type { Issue } from '@sitewatch/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { issues } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/is-uuid';
import { countIssueReports } from './count-issue-reports';
import { toIssueDto } from './issue-dto';
import { loadIssuePhotoIds } from './load-issue-photo-ids';

/** The issue if it belongs to the site, else the same 404 as for an issue that does not exist. */
export async function findSiteIssue(db: Db, siteId: string, issueId: string): Promise<IssueRow> {
  if (!isUuid(issueId)) throw notFound('Issue not found');
  const [row] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.id, issueId), eq(issues.siteId, siteId)))
    .limit(1);
  if (!row) throw notFound('Issue not found');
  return row;
}

/** An issue row with its photo ids, as the API returns it. */
export async function toIssueWithPhotos(db: Db, row: IssueRow): Promise<Issue> {
  const [photoIds, reportCounts] = await Promise.all([
    loadIssuePhotoIds(db, [row.id]),
    countIssueReports(db, [row.id]),
  ]);
  return toIssueDto(row, photoIds.get(row.id) ?? [], reportCounts.get(row.id));
}

/** The issue by id alone (live updates, which already know the site), or null when it is gone. */
export async function findIssueDto(db: Db, issueId: string): Promise<Issue | null> {
  if (!isUuid(issueId)) return null;
  const [row] = await db.select().from(issues).where(eq(issues.id, issueId)).limit(1);
  return row ? toIssueWithPhotos(db, row) : null;
}
