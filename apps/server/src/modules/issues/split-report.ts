import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { issuePhotos, issueReportPhotos, issueReports, issues } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { DomainEvents } from '../../lib/domain-events';
import { isUuid } from '../../lib/is-uuid';
import { levelOf } from './attach-report';

/**
 * Takes a wrongly attached report out of an issue: it becomes its own OPEN issue with its own text,
 * priority, category and photos; the first issue keeps the highest priority of the reports left.
 * The first report of an issue (the one its text comes from) cannot be split off.
 */
export async function splitReport(
  db: Db,
  events: DomainEvents,
  options: { siteId: string; issueId: string; reportId: string },
): Promise<{ original: IssueRow; created: IssueRow }> {
  const split = await moveReportOut(db, options);
  // After the commit: live screens add the new row and refresh the first one (its count and maybe its priority).
  events.emit('issue.created', split.created);
  if (split.original.status === 'OPEN') events.emit('issue.report-attached', split.original);
  return split;
}

async function moveReportOut(
  db: Db,
  options: { siteId: string; issueId: string; reportId: string },
): Promise<{ original: IssueRow; created: IssueRow }> {
  const { siteId, issueId, reportId } = options;
  if (!isUuid(reportId)) throw notFound('Report not found');
  return db.transaction(async (tx) => {
    const [issue] = await tx
      .select()
      .from(issues)
      .where(and(eq(issues.id, issueId), eq(issues.siteId, siteId)))
      .for('update');
    if (!issue) throw notFound('Issue not found');
    const reports = await tx
      .select()
      .from(issueReports)
      .where(eq(issueReports.issueId, issueId))
      .orderBy(asc(issueReports.createdAt));
    const report = reports.find((candidate) => candidate.id === reportId);
    if (!report) throw notFound('Report not found');
    if (report.id === reports[0]?.id) {
      throw new AppError('CONFLICT', 'The first report of an issue cannot be split off; split the others instead.');
    }
    const [created] = await tx
      .insert(issues)
      .values({
        siteId,
        title: report.title,
        description: report.description,
        location: report.location,
        status: 'OPEN',
        priority: report.priority,
        category: report.category,
        language: report.language,
      })
      .returning();
    if (!created) throw new Error('split issue not created');
    await tx.update(issueReports).set({ issueId: created.id }).where(eq(issueReports.id, report.id));
    const photoIds = (
      await tx
        .select({ id: issueReportPhotos.photoId })
        .from(issueReportPhotos)
        .innerJoin(issuePhotos, eq(issuePhotos.id, issueReportPhotos.photoId))
        .where(eq(issueReportPhotos.reportId, report.id))
        .orderBy(asc(issuePhotos.position))
    ).map((row) => row.id);
    for (const [position, photoId] of photoIds.entries()) {
      await tx.update(issuePhotos).set({ issueId: created.id, position }).where(eq(issuePhotos.id, photoId));
    }
    const remaining = reports.filter((candidate) => candidate.id !== report.id);
    const highest = remaining.reduce(
      (best, candidate) => (levelOf(candidate.priority) > levelOf(best) ? candidate.priority : best),
      remaining[0]?.priority ?? issue.priority,
    );
    const [original] = await tx
      .update(issues)
      .set({ priority: highest })
      .where(and(eq(issues.id, issueId), ne(issues.priority, highest)))
      .returning();
    return { original: original ?? issue, created };
  });
}
