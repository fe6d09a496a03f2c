import { type OpenIssueRow, priorities } from '@sitewatch/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueReports, issues } from '../../db/schema';
import { countOpenIssueReports } from './count-issue-reports';

const rowColumns = {
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
};

const selectOpenRows = (db: Db, siteId: string) =>
  db
    .select(rowColumns)
    .from(issues)
    .where(and(eq(issues.siteId, siteId), eq(issues.status, 'OPEN')));

type SelectedRow = Awaited<ReturnType<typeof selectOpenRows>>[number];

/**
 * The list row of an issue. Its keys and their order are part of the list's bytes and ETag (a row read
 * alone after a change must serialize exactly as it does in the whole list), so both readers map here.
 */
function toOpenIssueListRow(row: SelectedRow, reportCount: number): OpenIssueRow {
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
}

/**
 * The open issues of a site as list rows, newest first: only what a row shows and the filters read
 * (description and photos come with the issue itself). Two queries whatever the number of issues: the
 * rows (index on site, status, created_at) and the report counts.
 */
export async function listOpenIssues(db: Db, siteId: string): Promise<OpenIssueRow[]> {
  const rows = await selectOpenRows(db, siteId).orderBy(desc(issues.createdAt));
  if (rows.length === 0) return [];
  const reportCounts = await countOpenIssueReports(db, siteId);
  return rows.map((row) => toOpenIssueListRow(row, reportCounts.get(row.id) ?? 1));
}

/**
 * The rows of the given issues that are open on the site, mapped as the whole list maps them: what a cached
 * list applies after those issues changed. An id missing from the answer is not (or no longer) open there.
 */
export async function listOpenIssueRows(db: Db, siteId: string, issueIds: string[]): Promise<OpenIssueRow[]> {
  if (issueIds.length === 0) return [];
  // One query, the report count alongside: on PGlite every query waits its turn on the one connection.
  const rows = await db
    .select({
      ...rowColumns,
      // Qualified by hand: drizzle leaves columns of a one-table query unqualified, and a bare "id" in the
      // subquery would name the report's own id.
      reports: sql<number>`(select count(*) from ${issueReports} where ${issueReports.issueId} = "issues"."id")`,
    })
    .from(issues)
    .where(and(eq(issues.siteId, siteId), eq(issues.status, 'OPEN'), inArray(issues.id, issueIds)));
  // No report counts as one (an issue from before reports existed), as in countIssueReports.
  return rows.map(({ reports, ...row }) => toOpenIssueListRow(row, Number(reports) || 1));
}
