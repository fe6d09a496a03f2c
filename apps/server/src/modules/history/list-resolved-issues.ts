import { historyPageSize, type ResolvedIssuesPage } from '@sitewatch/shared';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issues } from '../../db/schema';
import { loadIssuePhotoIds, toIssueDto } from '../issues';
import { toPrefixTsquery } from './search-query';

/** The searched text; the same expression as the issues_search_idx index, so the index is used. */
export const issueSearchDocument = sql`to_tsvector('simple', ${issues.title} || ' ' || ${issues.description} || ' ' || ${issues.location})`;

/**
 * One page of a site's resolved issues, most recently resolved first, optionally only those whose
 * title, description or location contain every word searched. The next page starts before the
 * last closedAt of this one.
 */
export async function listResolvedIssues(
  db: Db,
  options: { siteId: string; q?: string; before?: number },
): Promise<ResolvedIssuesPage> {
  const conditions: SQL[] = [eq(issues.siteId, options.siteId), eq(issues.status, 'RESOLVED')];
  const tsquery = toPrefixTsquery(options.q);
  if (tsquery) conditions.push(sql`${issueSearchDocument} @@ to_tsquery('simple', ${tsquery})`);
  if (options.before) conditions.push(lt(issues.closedAt, new Date(options.before)));
  const rows = await db
    .select()
    .from(issues)
    .where(and(...conditions))
    .orderBy(desc(issues.closedAt), desc(issues.id))
    .limit(historyPageSize + 1);
  const page = rows.slice(0, historyPageSize);
  const photoIds = await loadIssuePhotoIds(
    db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    issues: page.map((row) => toIssueDto(row, photoIds.get(row.id) ?? [])),
    nextBefore: rows.length > historyPageSize && last?.closedAt ? last.closedAt.getTime() : null,
  };
}
