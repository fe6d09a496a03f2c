import { dueAt, type Insights, siteResponseTargets } from '@sitewatch/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SiteRow } from '../../db/row-types';
import { issues } from '../../db/schema';
import type { InsightsScope } from '../insights';
import { countWeeklyFlow, findRepeatPlaces } from '../insights';
import { listOverdueIssues, type OverdueIssue } from '../response-targets';

/** Overdue issues the email lists by name; the rest are counted. */
export const overdueIssuesListed = 10;
/** Repeat places the email lists. */
export const repeatPlacesListed = 5;

export interface WeeklySummary {
  site: Pick<SiteRow, 'id' | 'name'>;
  /** The week summed up, [from, to). */
  from: Date;
  to: Date;
  /** When it was put together: "open now" and "overdue now" are as of this moment. */
  now: Date;
  opened: number;
  resolved: number;
  openNow: number;
  overdue: { issues: (OverdueIssue & { dueAt: number })[]; total: number };
  repeatPlaces: Insights['repeatPlaces'];
}

async function countOpenIssues(db: Db, siteId: string): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(issues)
    .where(and(eq(issues.siteId, siteId), eq(issues.status, 'OPEN')));
  return row?.open ?? 0;
}

/**
 * The figures of one site's weekly summary: the week's issues reported and resolved and its repeat places (the
 * insights screen's own queries over that week), and what is open and overdue at `now` (the response targets'
 * rule).
 */
export async function loadWeeklySummary(
  db: Db,
  options: { site: SiteRow; week: { from: Date; to: Date }; now: Date },
): Promise<WeeklySummary> {
  const { site, week, now } = options;
  const scope: InsightsScope = { siteIds: [site.id], ...week };
  const [weekly, repeatPlaces, openNow, overdue] = await Promise.all([
    countWeeklyFlow(db, scope),
    findRepeatPlaces(db, scope),
    countOpenIssues(db, site.id),
    listOverdueIssues(db, { siteId: site.id, now, limit: overdueIssuesListed }),
  ]);
  const targets = siteResponseTargets(site.responseTargets);
  return {
    site: { id: site.id, name: site.name },
    ...week,
    now,
    opened: weekly.reduce((sum, w) => sum + w.opened, 0),
    resolved: weekly.reduce((sum, w) => sum + w.resolved, 0),
    openNow,
    overdue: {
      issues: overdue.issues.map((issue) => ({ ...issue, dueAt: dueAt(issue.createdAt, issue.priority, targets) })),
      total: overdue.total,
    },
    repeatPlaces: repeatPlaces.slice(0, repeatPlacesListed),
  };
}
