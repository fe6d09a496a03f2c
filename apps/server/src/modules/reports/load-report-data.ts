import {
  type CategoryId,
  categoryIds,
  dueAt,
  type PriorityId,
  priorities,
  priorityIds,
  siteResponseTargets,
} from '@sitewatch/shared';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issues, sites } from '../../db/schema';

const dayMs = 24 * 60 * 60 * 1000;
export const trendDays = 30;

export interface ReportOpenIssue {
  id: string;
  title: string;
  location: string;
  priority: PriorityId;
  category: CategoryId;
  createdAt: Date;
  /** When it is due by the site's response target (epoch ms); overdue when the report's moment is past it. */
  dueAt: number;
}

export interface ReportData {
  site: { id: string; name: string; companyName: string };
  generatedAt: Date;
  openIssues: ReportOpenIssue[];
  openByPriority: Record<PriorityId, number>;
  openByCategory: { category: CategoryId; count: number }[];
  opened: { last7Days: number; last30Days: number };
  resolved: { last7Days: number; last30Days: number };
  /** Median time from report to resolution, in ms; null when nothing was resolved in the window. */
  medianTimeToResolveMs: { last30Days: number | null; allTime: number | null };
  oldestOpenIssues: ReportOpenIssue[];
  /** Per UTC day, oldest first: issues opened and resolved (the trend chart). */
  daily: { day: Date; opened: number; resolved: number }[];
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Created and resolved times of the site's issues since `since` (for the 7/30-day counts and the chart). */
async function loadRecentActivity(db: Db, siteId: string, since: Date) {
  const [created, closed] = await Promise.all([
    db
      .select({ at: issues.createdAt })
      .from(issues)
      .where(and(eq(issues.siteId, siteId), gte(issues.createdAt, since))),
    db
      .select({ at: issues.closedAt })
      .from(issues)
      .where(and(eq(issues.siteId, siteId), eq(issues.status, 'RESOLVED'), gte(issues.closedAt, since))),
  ]);
  return {
    created: created.map((row) => row.at.getTime()),
    resolved: closed.flatMap((row) => (row.at ? [row.at.getTime()] : [])),
  };
}

function countFrom(times: number[], since: Date): number {
  return times.filter((time) => time >= since.getTime()).length;
}

async function medianResolveMs(db: Db, siteId: string, since?: Date): Promise<number | null> {
  const [row] = await db
    .select({
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${issues.closedAt} - ${issues.createdAt})) * 1000)`,
    })
    .from(issues)
    .where(
      and(
        eq(issues.siteId, siteId),
        eq(issues.status, 'RESOLVED'),
        since ? gte(issues.closedAt, since) : sql`${issues.closedAt} is not null`,
      ),
    );
  return row?.median === null || row?.median === undefined ? null : Number(row.median);
}

/** Everything the site report shows (issue 7), computed at `now`. */
export async function loadReportData(db: Db, siteId: string, now = new Date()): Promise<ReportData> {
  const [site] = await db
    .select({ id: sites.id, name: sites.name, companyName: sites.companyName, responseTargets: sites.responseTargets })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!site) throw new Error(`Site ${siteId} not found`);
  const targets = siteResponseTargets(site.responseTargets);

  const rows = await db
    .select({
      id: issues.id,
      title: issues.title,
      location: issues.location,
      priority: issues.priority,
      category: issues.category,
      createdAt: issues.createdAt,
    })
    .from(issues)
    .where(and(eq(issues.siteId, siteId), eq(issues.status, 'OPEN')))
    .orderBy(asc(issues.createdAt));
  const openIssues: ReportOpenIssue[] = rows.map((row) => ({
    ...row,
    dueAt: dueAt(row.createdAt, row.priority, targets),
  }));

  const openByPriority = Object.fromEntries(priorityIds.map((id) => [id, 0])) as Record<PriorityId, number>;
  const byCategory = new Map<CategoryId, number>();
  for (const issue of openIssues) {
    openByPriority[issue.priority] = (openByPriority[issue.priority] ?? 0) + 1;
    byCategory.set(issue.category, (byCategory.get(issue.category) ?? 0) + 1);
  }
  const openByCategory = categoryIds
    .map((category) => ({ category, count: byCategory.get(category) ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);

  const since7 = new Date(now.getTime() - 7 * dayMs);
  const since30 = new Date(now.getTime() - 30 * dayMs);
  const trendStart = new Date(startOfUtcDay(now).getTime() - (trendDays - 1) * dayMs);

  const [activity, median30, medianAll] = await Promise.all([
    loadRecentActivity(db, siteId, since30 < trendStart ? since30 : trendStart),
    medianResolveMs(db, siteId, since30),
    medianResolveMs(db, siteId),
  ]);
  const daily = Array.from({ length: trendDays }, (_, index) => {
    const day = new Date(trendStart.getTime() + index * dayMs);
    const inDay = (time: number) => time >= day.getTime() && time < day.getTime() + dayMs;
    return { day, opened: activity.created.filter(inDay).length, resolved: activity.resolved.filter(inDay).length };
  });

  const oldestOpenIssues = [...openIssues].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).slice(0, 5);
  // The table lists the most urgent first, then the longest waiting.
  openIssues.sort(
    (a, b) =>
      priorities[b.priority].level - priorities[a.priority].level || a.createdAt.getTime() - b.createdAt.getTime(),
  );

  return {
    site: { id: site.id, name: site.name, companyName: site.companyName },
    generatedAt: now,
    openIssues,
    openByPriority,
    openByCategory,
    opened: { last7Days: countFrom(activity.created, since7), last30Days: countFrom(activity.created, since30) },
    resolved: { last7Days: countFrom(activity.resolved, since7), last30Days: countFrom(activity.resolved, since30) },
    medianTimeToResolveMs: { last30Days: median30, allTime: medianAll },
    oldestOpenIssues,
    daily,
  };
}
