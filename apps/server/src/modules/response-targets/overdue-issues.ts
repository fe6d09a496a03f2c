import { defaultResponseTargets } from '@sitewatch/shared';
import { and, asc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { issues, sites } from '../../db/schema';

const defaultTargetsJson = JSON.stringify(defaultResponseTargets);

/**
 * When an issue is due, in SQL: its creation plus its site's target for its priority in minutes (the defaults
 * when the site set none). The same rule as the shared `dueAt`, which every screen and file uses; this copy
 * exists so the sweep, the claim and the insights' share resolved within target can select on it.
 */
export const dueAtSql: SQL = sql`(${issues.createdAt} + ((select coalesce(s.response_targets, ${defaultTargetsJson}::jsonb)
  from ${sites} s where s.id = ${issues.siteId}) ->> ${issues.priority})::int * interval '1 minute')`;

/** Open and due by `now`: overdue, noticed or not. */
const isOverdueAt = (now: Date) =>
  and(eq(issues.status, 'OPEN'), sql`${dueAtSql} <= ${now.toISOString()}::timestamptz`);

/** Open, due by `now`, and not noticed yet: what the sweep queues and what the job may claim. */
const awaitsOverdueNotice = (now: Date) => and(isOverdueAt(now), isNull(issues.overdueNotifiedAt));

export type OverdueIssue = Pick<IssueRow, 'id' | 'title' | 'location' | 'priority' | 'createdAt'>;

/**
 * The site's issues overdue at `now`, the latest first (the earliest due time), at most `limit`, and how many
 * there are in all: the weekly summary lists them.
 */
export async function listOverdueIssues(
  db: Db,
  options: { siteId: string; now: Date; limit: number },
): Promise<{ issues: OverdueIssue[]; total: number }> {
  const rows = await db
    .select({
      id: issues.id,
      title: issues.title,
      location: issues.location,
      priority: issues.priority,
      createdAt: issues.createdAt,
      total: sql<unknown>`count(*) over ()`,
    })
    .from(issues)
    .where(and(eq(issues.siteId, options.siteId), isOverdueAt(options.now)))
    .orderBy(asc(dueAtSql), asc(issues.id))
    .limit(options.limit);
  return { issues: rows.map(({ total: _, ...issue }) => issue), total: Number(rows[0]?.total ?? 0) };
}

/** The next issues after `after` (by id) that went overdue without a notice. */
export function findUnnoticedOverdueIssues(
  db: Db,
  options: { now: Date; after: string | undefined; limit: number },
): Promise<{ id: string }[]> {
  return db
    .select({ id: issues.id })
    .from(issues)
    .where(
      and(awaitsOverdueNotice(options.now), options.after === undefined ? undefined : gt(issues.id, options.after)),
    )
    .orderBy(asc(issues.id))
    .limit(options.limit);
}

/**
 * Takes the issue's one overdue notice: a conditional UPDATE, so of any number of runners on any number of
 * instances exactly one gets the row back. Null when it is not overdue, resolved, or noticed already.
 */
export async function claimOverdueNotice(db: Db, issueId: string, now: Date): Promise<IssueRow | null> {
  const [claimed] = await db
    .update(issues)
    .set({ overdueNotifiedAt: now })
    .where(and(eq(issues.id, issueId), awaitsOverdueNotice(now)))
    .returning();
  return claimed ?? null;
}

/** The issue whose notice was claimed already (a retry after a failure half-way), or null. */
export async function findNoticedIssue(db: Db, issueId: string): Promise<IssueRow | null> {
  const [row] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.id, issueId), sql`${issues.overdueNotifiedAt} is not null`))
    .limit(1);
  return row ?? null;
}
