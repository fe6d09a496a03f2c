import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueReports, issues } from '../../db/schema';

const toMap = (rows: Array<{ issueId: string; reports: number }>) =>
  new Map(rows.map((row) => [row.issueId, Number(row.reports)]));

/** How many visitors' reports each issue holds (an issue from before reports existed has none: it counts as one). */
export async function countIssueReports(db: Db, issueIds: string[]): Promise<Map<string, number>> {
  if (issueIds.length === 0) return new Map();
  const rows = await db
    .select({ issueId: issueReports.issueId, reports: count() })
    .from(issueReports)
    .where(inArray(issueReports.issueId, issueIds))
    .groupBy(issueReports.issueId);
  return toMap(rows);
}

/** The same for every open issue of a site, in one query (the live list). */
export async function countOpenIssueReports(db: Db, siteId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ issueId: issueReports.issueId, reports: count() })
    .from(issueReports)
    .innerJoin(issues, eq(issues.id, issueReports.issueId))
    .where(and(eq(issues.siteId, siteId), eq(issues.status, 'OPEN')))
    .groupBy(issueReports.issueId);
  return toMap(rows);
}
