import { type SiteIssueCounts, siteResponseTargets } from '@sitewatch/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issues, siteMembers, sites } from '../../db/schema';

/**
 * The side menu's counts (issue 29): each site of the user, in the menu's order (oldest membership first, as
 * `listUserSites`), with its open issues and how many of them are critical. One query for every site, a site
 * without open issues included with zeros; another user's sites never appear.
 */
export async function countOpenIssuesBySite(db: Db, userId: string): Promise<SiteIssueCounts[]> {
  const rows = await db
    .select({
      siteId: sites.id,
      siteName: sites.name,
      responseTargets: sites.responseTargets,
      open: sql<number>`count(${issues.id})`,
      critical: sql<number>`count(${issues.id}) filter (where ${issues.priority} = 'CRITICAL')`,
    })
    .from(siteMembers)
    .innerJoin(sites, eq(sites.id, siteMembers.siteId))
    .leftJoin(issues, and(eq(issues.siteId, sites.id), eq(issues.status, 'OPEN')))
    .where(eq(siteMembers.userId, userId))
    .groupBy(sites.id, siteMembers.createdAt)
    .orderBy(asc(siteMembers.createdAt), asc(sites.id));
  // count() is a bigint: a string from node-postgres, a number from PGlite.
  return rows.map((row) => ({
    ...row,
    open: Number(row.open),
    critical: Number(row.critical),
    responseTargets: siteResponseTargets(row.responseTargets),
  }));
}
