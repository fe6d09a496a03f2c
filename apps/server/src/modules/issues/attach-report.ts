import { type CategoryId, type PriorityId, priorities } from '@sitewatch/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { issueReportPhotos, issueReports, issues } from '../../db/schema';
import { claimUploads } from '../files';
import type { ReportWords } from '../intake';
import { addIssuePhotos } from './add-issue-photos';
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
  const missing = await claimUploads(tx, { siteId, folder: photoFolder, keys: photoKeys });
  if (missing.length > 0) throw photosUnavailable(missing);
  const photoIds = await addIssuePhotos(tx, issueId, photoKeys);
  await tx.insert(issueReportPhotos).values(photoIds.map((photoId) => ({ photoId, reportId })));
  return photoIds;
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
