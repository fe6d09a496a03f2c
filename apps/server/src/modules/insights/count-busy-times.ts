import type { Insights } from '@sitewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromOf, type InsightsScope, inScopeSites, toNumber, toOf } from './insights-scope';

type BusyTimes = Pick<Insights, 'byWeekday' | 'byHour'>;

/** Issues opened in the scope by day of the week and by hour, in UTC (a site has no time zone yet). */
export async function countBusyTimes(db: Db, scope: InsightsScope): Promise<BusyTimes> {
  // AT TIME ZONE 'UTC' makes the fields UTC whatever the session's TimeZone.
  const countBy = (field: SQL, first: number, last: number) =>
    db.execute<{ slot: number; opened: unknown }>(sql`
      WITH opened AS (
        SELECT extract(${field} from i.created_at AT TIME ZONE 'UTC')::int AS slot, count(*) AS n
        FROM issues i
        WHERE ${inScopeSites(scope, 'i')} AND i.created_at >= ${fromOf(scope)} AND i.created_at < ${toOf(scope)}
        GROUP BY 1
      )
      SELECT s.slot, coalesce(o.n, 0) AS opened
      FROM generate_series(${first}::int, ${last}::int) AS s(slot)
      LEFT JOIN opened o ON o.slot = s.slot
      ORDER BY s.slot`);
  const [weekdays, hours] = await Promise.all([countBy(sql.raw('isodow'), 1, 7), countBy(sql.raw('hour'), 0, 23)]);
  return {
    byWeekday: weekdays.rows.map((row) => ({ weekday: Number(row.slot), opened: toNumber(row.opened) })),
    byHour: hours.rows.map((row) => ({ hour: Number(row.slot), opened: toNumber(row.opened) })),
  };
}
