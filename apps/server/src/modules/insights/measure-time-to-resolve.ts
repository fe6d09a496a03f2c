import { type CategoryId, type Insights, type PriorityId, priorityIds } from '@sitewatch/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromOf, type InsightsScope, inScopeSites, toNullableNumber, toNumber, toOf } from './insights-scope';

type TimeToResolve = Pick<Insights, 'timeToResolveByPriority' | 'timeToResolveByCategory'>;

/**
 * Median and 90th percentile (percentile_cont, interpolated) of report-to-resolution time for the issues
 * resolved in the scope, by priority and by category in one pass (GROUPING SETS).
 */
export async function measureTimeToResolve(db: Db, scope: InsightsScope): Promise<TimeToResolve> {
  const elapsedMs = sql`extract(epoch from (i.closed_at - i.created_at)) * 1000`;
  const result = await db.execute<{
    priority: PriorityId | null;
    category: CategoryId | null;
    by_priority: boolean;
    resolved: unknown;
    median_ms: unknown;
    p90_ms: unknown;
  }>(sql`
    SELECT i.priority, i.category, grouping(i.category) = 1 AS by_priority, count(*) AS resolved,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY ${elapsedMs}) AS median_ms,
           percentile_cont(0.9) WITHIN GROUP (ORDER BY ${elapsedMs}) AS p90_ms
    FROM issues i
    WHERE ${inScopeSites(scope, 'i')} AND i.status = 'RESOLVED'
      AND i.closed_at >= ${fromOf(scope)} AND i.closed_at < ${toOf(scope)}
    GROUP BY GROUPING SETS ((i.priority), (i.category))
    ORDER BY count(*) DESC, i.category`);

  const figures = (row: (typeof result.rows)[number]) => ({
    resolved: toNumber(row.resolved),
    medianMs: toNullableNumber(row.median_ms),
    p90Ms: toNullableNumber(row.p90_ms),
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
