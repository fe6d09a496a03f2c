import type { Insights } from '@sitewatch/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromOf, type InsightsScope, inScopeSites, repeatWindow, toNumber, toOf } from './insights-scope';

/** How many places the screen lists. */
export const repeatPlacesShown = 10;

/**
 * The places that come back most (issue 29: the same location, several issues within 30 days). An issue of
 * the period is a repeat when the same place (case and outer spaces ignored) had an issue in the 30 days
 * before it, an issue from before the period included.
 */
export async function findRepeatPlaces(db: Db, scope: InsightsScope): Promise<Insights['repeatPlaces']> {
  const from = fromOf(scope);
  const result = await db.execute<{
    site_id: string;
    location: string;
    issues: unknown;
    repeats: unknown;
    last_reported_at: unknown;
  }>(
    sql`
    WITH located AS (
      SELECT i.site_id, lower(btrim(i.location)) AS place, i.location, i.created_at,
             i.created_at - lag(i.created_at) OVER (
               PARTITION BY i.site_id, lower(btrim(i.location)) ORDER BY i.created_at
             ) AS since_previous
      FROM issues i
      WHERE ${inScopeSites(scope, 'i')} AND btrim(i.location) <> ''
        AND i.created_at >= ${from} - ${repeatWindow} AND i.created_at < ${toOf(scope)}
    )
    SELECT site_id, (array_agg(location ORDER BY created_at DESC))[1] AS location,
           count(*) AS issues,
           count(*) FILTER (WHERE since_previous <= ${repeatWindow}) AS repeats,
           floor(extract(epoch from max(created_at)) * 1000) AS last_reported_at
    FROM located
    WHERE created_at >= ${from}
    GROUP BY site_id, place
    HAVING count(*) FILTER (WHERE since_previous <= ${repeatWindow}) > 0
    ORDER BY repeats DESC, issues DESC, max(created_at) DESC
    LIMIT ${repeatPlacesShown}`,
  );
  return result.rows.map((row) => ({
    siteId: row.site_id,
    location: row.location,
    issues: toNumber(row.issues),
    repeats: toNumber(row.repeats),
    lastReportedAt: toNumber(row.last_reported_at),
  }));
}
