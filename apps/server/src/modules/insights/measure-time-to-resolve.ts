import { type CategoryId, type Insights, type PriorityId, priorityIds } from '@sitewatch/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dueAtSql } from '../response-targets';
import { fromOf, type InsightsScope, inScopeSites, toNullableNumber, toNumber, toOf } from './insights-scope';

type TimeToResolve = Pick<Insights, 'timeToResolveByPriority' | 'timeToResolveByCategory'>;

/**
 * Median and 90th percentile (percentile_cont, interpolated) of report-to-resolution time for the issues
 * resolved in the scope, and the share resolved by their due time (the response-target rule, with the site's
 * targets as they are now: targets are not kept per issue), by priority and by category in one pass
 * (GROUPING SETS). The table is not aliased: the due-time rule names `issues` columns.
 */
export async function measureTimeToResolve(db: Db, scope: InsightsScope): Promise<TimeToResolve> {
  const elapsedMs = sql`extract(epoch from (issues.closed_at - issues.created_at)) * 1000`;
  const result = await db.execute<{
    priority: PriorityId | null;
    category: CategoryId | null;
    by_priority: boolean;
    resolved: unknown;
    median_ms: unknown;
    p90_ms: unknown;
    within_target_share: unknown;
  }>(sql`
    SELECT issues.priority, issues.category, grouping(issues.category) = 1 AS by_priority, count(*) AS resolved,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY ${elapsedMs}) AS median_ms,
           percentile_cont(0.9) WITHIN GROUP (ORDER BY ${elapsedMs}) AS p90_ms,
           (count(*) FILTER (WHERE issues.closed_at <= ${dueAtSql}))::float8 / count(*) AS within_target_share
    FROM issues
    WHERE ${inScopeSites(scope, 'issues')} AND issues.status = 'RESOLVED'
      AND issues.closed_at >= ${fromOf(scope)} AND issues.closed_at < ${toOf(scope)}
    GROUP BY GROUPING SETS ((issues.priority), (issues.category))
    ORDER BY count(*) DESC, issues.category`);

  const figures = (row: (typeof result.rows)[number]) => ({
    resolved: toNumber(row.resolved),
    medianMs: toNullableNumber(row.median_ms),
    p90Ms: toNullableNumber(row.p90_ms),
    withinTargetShare: toNumber(row.within_target_share),
  });
  const mostUrgentFirst = [...priorityIds].reverse();
  return {
    timeToResolveByPriority: result.rows
      .flatMap((row) => (row.by_priority && row.priority ? [{ priority: row.priority, ...figures(row) }] : []))
      .sort((a, b) => mostUrgentFirst.indexOf(a.priority) - mostUrgentFirst.indexOf(b.priority)),
    timeToResolveByCategory: result.rows.flatMap((row) =>
      !row.by_priority && row.category ? [{ category: row.category, ...figures(row) }] : [],
    ),
  };
}
