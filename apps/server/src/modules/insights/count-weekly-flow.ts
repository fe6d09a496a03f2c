import type { Insights } from '@sitewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromOf, type InsightsScope, inScopeSites, toNumber, toOf } from './insights-scope';

const weekMs = 7 * 24 * 60 * 60 * 1000;

/**
 * A moment's week as a number of whole 604,800-second steps after `from`: not date_trunc, whose weeks
 * follow the session's time zone, so both databases count the same weeks whatever their TimeZone.
 */
const weekIndex = (moment: SQL, from: SQL) => sql`floor(extract(epoch from (${moment} - ${from})) / 604800)::int`;

/** Issues opened and resolved in each week of the scope, every week listed, oldest first. */
export async function countWeeklyFlow(db: Db, scope: InsightsScope): Promise<Insights['weekly']> {
  const from = fromOf(scope);
  const to = toOf(scope);
  const result = await db.execute<{ week: number; opened: unknown; resolved: unknown }>(sql`
    WITH opened AS (
      SELECT ${weekIndex(sql`i.created_at`, from)} AS week, count(*) AS n
      FROM issues i
      WHERE ${inScopeSites(scope, 'i')} AND i.created_at >= ${from} AND i.created_at < ${to}
      GROUP BY 1
    ), resolved AS (
      SELECT ${weekIndex(sql`i.closed_at`, from)} AS week, count(*) AS n
      FROM issues i
      WHERE ${inScopeSites(scope, 'i')} AND i.status = 'RESOLVED' AND i.closed_at >= ${from} AND i.closed_at < ${to}
      GROUP BY 1
    )
    SELECT w.week, coalesce(o.n, 0) AS opened, coalesce(r.n, 0) AS resolved
    FROM generate_series(0, ${weekIndex(to, from)} - 1) AS w(week)
    LEFT JOIN opened o ON o.week = w.week
    LEFT JOIN resolved r ON r.week = w.week
    ORDER BY w.week`);
  return result.rows.map((row) => ({
    weekStart: scope.from.getTime() + Number(row.week) * weekMs,
    opened: toNumber(row.opened),
    resolved: toNumber(row.resolved),
  }));
}
