import type { VisitorReportStatus } from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { visitorEmails } from '../../db/schema';
import { findCurrentAssignment } from '../assignments';
import type { ReportRow } from '../issues';
import { loadReportPhotoIds } from '../issues';
import { toVisitorReportState } from './visitor-report-state';

/** The status page's data: the visitor's own report (never other visitors' words) and the issue's state. */
export async function loadVisitorReportStatus(
  db: Db,
  found: { report: ReportRow; issue: IssueRow },
): Promise<VisitorReportStatus> {
  const { report, issue } = found;
  const [photoIds, email, assignment] = await Promise.all([
    loadReportPhotoIds(db, report.id),
    db.select({ id: visitorEmails.reportId }).from(visitorEmails).where(eq(visitorEmails.reportId, report.id)),
    findCurrentAssignment(db, issue.id),
  ]);
  const state = toVisitorReportState(issue, assignment !== null);
  return {
    title: report.title,
    location: report.location,
    createdAt: report.createdAt.getTime(),
    photos: photoIds.map((id) => ({ id })),
    state,
    ...(state === 'fixed' && issue.closedAt ? { fixedAt: issue.closedAt.getTime() } : {}),
    ...(report.language ? { language: report.language } : {}),
    hasEmail: email.length > 0,
  };
}
