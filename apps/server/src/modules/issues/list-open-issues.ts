import { type OpenIssueRow, priorities } from '@sitewatch/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issues } from '../../db/schema';
import { countOpenIssueReports } from './count-issue-reports';

/**
 * The open issues of a site as list rows, newest first: only what a row shows and the filters read
 * (description and photos come with the issue itself). Two queries whatever the number of issues: the
 * rows (index on site, status, created_at) and the report counts.
 */
export async function listOpenIssues(db: Db, siteId: string): Promise<OpenIssueRow[]> {
  const rows = await db
    .select({
      id: issues.id,
      siteId: issues.siteId,
      title: issues.title,
      location: issues.location,
      status: issues.status,
      priority: issues.priority,
      category: issues.category,
      language: issues.language,
      translation: issues.translation,
      createdAt: issues.createdAt,
    })
    .from(issues)
    .where(and(eq(issues.siteId, siteId), eq(issues.status, 'OPEN')))
    .orderBy(desc(issues.createdAt));
  if (rows.length === 0) return [];
  const reportCounts = await countOpenIssueReports(db, siteId);
  return rows.map((row) => {
    const reportCount = reportCounts.get(row.id) ?? 1;
    const { translation } = row;
    return {
      id: row.id,
      siteId: row.siteId,
      title: row.title,
      location: row.location,
      createdAt: row.createdAt.getTime(),
      status: row.status,
      priority: { id: row.priority, level: priorities[row.priority].level },
      category: { id: row.category },
      ...(row.language ? { language: row.language } : {}),
      ...(reportCount > 1 ? { reportCount } : {}),
      ...(translation
        ? { translation: { language: translation.language, title: translation.title, location: translation.location } }
        : {}),
    };
  });
}
