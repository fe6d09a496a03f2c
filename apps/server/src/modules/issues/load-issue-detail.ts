import type { IssueDetail } from '@sitewatch/shared';
import { priorities } from '@sitewatch/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { issuePhotos, issueReportPhotos, issueReports } from '../../db/schema';
import { toIssueWithPhotos } from './find-site-issue';
import { groupPhotoIdsByIssue } from './load-issue-photo-ids';

/**
 * The manager's issue detail: the issue, every visitor's report of it with its own photos (oldest first),
 * and the "still a problem?" links both ways. Visitors' email addresses are never part of it.
 */
export async function loadIssueDetail(db: Db, row: IssueRow): Promise<IssueDetail> {
  const [issue, reports, photoRows, followedBy] = await Promise.all([
    toIssueWithPhotos(db, row),
    db.select().from(issueReports).where(eq(issueReports.issueId, row.id)).orderBy(asc(issueReports.createdAt)),
    db
      .select({ id: issueReportPhotos.photoId, issueId: issueReportPhotos.reportId })
      .from(issueReportPhotos)
      .innerJoin(issuePhotos, eq(issuePhotos.id, issueReportPhotos.photoId))
      .where(eq(issuePhotos.issueId, row.id))
      .orderBy(asc(issuePhotos.position)),
    db
      .selectDistinct({ issueId: issueReports.issueId })
      .from(issueReports)
      .where(and(eq(issueReports.followsIssueId, row.id), ne(issueReports.issueId, row.id))),
  ]);
  const photosByReport = groupPhotoIdsByIssue(photoRows);
  const follows = reports.find((report) => report.followsIssueId !== null)?.followsIssueId;
  return {
    ...issue,
    reports: reports.map((report) => {
      const priorityId = report.priority;
      return {
        id: report.id,
        title: report.title,
        description: report.description,
        location: report.location,
        ...(report.language ? { language: report.language } : {}),
        ...(report.translation ? { translation: report.translation } : {}),
        priority: { id: priorityId, level: priorities[priorityId].level },
        createdAt: report.createdAt.getTime(),
        photos: (photosByReport.get(report.id) ?? []).map((id) => ({ id })),
      };
    }),
    ...(follows ? { followsIssueId: follows } : {}),
    followedByIssueIds: followedBy.map((link) => link.issueId),
  };
}
