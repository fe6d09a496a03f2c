import { type CategoryId, type PriorityId, priorities } from '@sitewatch/shared';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { files, issuePhotos, issueReportPhotos, issueReports, issues } from '../../db/schema';
import type { ReportWords } from '../intake';
import { photoFolder, photosUnavailable } from './create-issue';

export type ReportRow = typeof issueReports.$inferSelect;

export interface NewReport extends ReportWords {
  siteId: string;
  language: string | null;
  priority: PriorityId;
  category: CategoryId;
  idempotencyKey: string | null;
  followsIssueId?: string | null;
}

export const levelOf = (priority: PriorityId) => priorities[priority].level;

/**
 * Claims the report's photos (only uploads still 'stored' move to 'attached') and links them to the issue
 * after its existing photos and to the report, inside the caller's transaction.
 */
export async function claimReportPhotos(
  tx: Db,
  options: { siteId: string; issueId: string; reportId: string; photoKeys: string[] },
): Promise<string[]> {
  const { siteId, issueId, reportId, photoKeys } = options;
  if (photoKeys.length === 0) return [];
  const claimed = await tx
    .update(files)
    .set({ status: 'attached', attachedAt: new Date() })
    .where(
      and(
        inArray(files.key, photoKeys),
        eq(files.siteId, siteId),
        eq(files.folder, photoFolder),
        eq(files.status, 'stored'),
      ),
    )
    .returning({ key: files.key });
  if (claimed.length !== photoKeys.length) {
    const claimedKeys = new Set(claimed.map((row) => row.key));
    throw photosUnavailable(photoKeys.filter((key) => !claimedKeys.has(key)));
  }
  const [last] = await tx
    .select({ position: max(issuePhotos.position) })
    .from(issuePhotos)
    .where(eq(issuePhotos.issueId, issueId));
  const start = (last?.position ?? -1) + 1;
  const photos = await tx
    .insert(issuePhotos)
    .values(photoKeys.map((fileKey, index) => ({ issueId, fileKey, position: start + index })))
    .returning({ id: issuePhotos.id, position: issuePhotos.position });
  photos.sort((a, b) => a.position - b.position);
  await tx.insert(issueReportPhotos).values(photos.map((photo) => ({ photoId: photo.id, reportId })));
  return photos.map((photo) => photo.id);
}

/**
 * Adds a report to an open issue as another report of the same problem: its photos join the issue's, and
 * the issue takes the higher priority. Null when the issue was resolved meanwhile (then the report
 * becomes a new issue) or a concurrent retry with the same Idempotency-Key stored it first.
 */
export async function attachReport(
  db: Db,
  options: { issueId: string; report: NewReport; photoKeys: string[] },
): Promise<{ issue: IssueRow; report: ReportRow; photoIds: string[] } | null> {
  const { issueId, report, photoKeys } = options;
  return db.transaction(async (tx) => {
    // The row lock keeps a resolve (or another attach changing the priority) from interleaving.
    const [issue] = await tx
      .select()
      .from(issues)
      .where(and(eq(issues.id, issueId), eq(issues.siteId, report.siteId), eq(issues.status, 'OPEN')))
      .for('update');
    if (!issue) return null;
    const [stored] = await tx
      .insert(issueReports)
      .values({ ...report, issueId })
      .onConflictDoNothing({ target: [issueReports.siteId, issueReports.idempotencyKey] })
      .returning();
    if (!stored) return null;
    const photoIds = await claimReportPhotos(tx, { siteId: report.siteId, issueId, reportId: stored.id, photoKeys });
    if (levelOf(report.priority) <= levelOf(issue.priority)) return { issue, report: stored, photoIds };
    const [raised] = await tx
      .update(issues)
      .set({ priority: report.priority })
      .where(eq(issues.id, issueId))
      .returning();
    return { issue: raised ?? issue, report: stored, photoIds };
  });
}
