import type { Insights } from '@sitewatch/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromOf, type InsightsScope, inScopeSites, toNumber, toOf } from './insights-scope';

/** Visitors' reports in the scope by language (every submission is a report, a duplicate's too), most first. */
export async function countReportsByLanguage(db: Db, scope: InsightsScope): Promise<Insights['reportsByLanguage']> {
  const result = await db.execute<{ language: string | null; reports: unknown }>(sql`
    SELECT r.language, count(*) AS reports
    FROM issue_reports r
    WHERE ${inScopeSites(scope, 'r')} AND r.created_at >= ${fromOf(scope)} AND r.created_at < ${toOf(scope)}
    GROUP BY r.language
    ORDER BY count(*) DESC, r.language NULLS LAST`);
  return result.rows.map((row) => ({ language: row.language, reports: toNumber(row.reports) }));
}
