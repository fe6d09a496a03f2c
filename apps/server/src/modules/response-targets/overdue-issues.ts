import { defaultResponseTargets, priorityIds } from '@sitewatch/shared';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { issues, sites } from '../../db/schema';

const defaultTargetsJson = JSON.stringify(defaultResponseTargets);

/** A site's target for a priority, as an interval: from its response targets, or the defaults when it set none. */
const responseTargetSql = (siteTargets: SQL, priority: SQL): SQL =>
  sql`(coalesce(${siteTargets}, ${defaultTargetsJson}::jsonb) ->> ${priority})::int * interval '1 minute'`;

/**
 * When an issue is due, in SQL: its creation plus its site's target for its priority in minutes (the defaults
 * when the site set none). The same rule as the shared `dueAt`, which every screen and file uses; this copy
 * exists so the sweep, the claim and the insights' share resolved within target can select on it.
 */
export const dueAtSql: SQL = sql`(${issues.createdAt} + (select ${responseTargetSql(sql`s.response_targets`, sql`${issues.priority}`)}
  from ${sites} s where s.id = ${issues.siteId}))`;

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

/**
 * The next issues after `after` (by id) that went overdue without a notice. The same rule as `dueAtSql`, turned
 * around: an issue is due when it was created before now minus its site's target for its priority. So each site
 * and priority is one range of `issues_overdue_pending_idx`, and the query reads the overdue issues only; asking
 * every open issue for its due time read them all each minute (58 ms with 10,000 open issues on PGlite's thread).
 */
export async function findUnnoticedOverdueIssues(
  db: Db,
  options: { now: Date; after: string | undefined; limit: number },
): Promise<{ id: string }[]> {
  const { rows } = await db.execute<{ id: string }>(unnoticedOverdueSql(options));
  return rows.map((row) => ({ id: String(row.id) }));
}

/**
 * The query of findUnnoticedOverdueIssues: for each site and each priority, the range of the index that is due,
 * its first `limit` by id; then the first `limit` of those. The limit inside keeps the planner from walking every
 * open issue in id order instead, which it preferred when it guessed that most were due.
 */
export const unnoticedOverdueSql = (options: { now: Date; after: string | undefined; limit: number }): SQL => sql`
  select i.id from ${sites} s
  cross join (values ${sql.join(
    priorityIds.map((id) => sql`(${id})`),
    sql`, `,
  )}) as p(priority)
  cross join lateral (
    select i.id from ${issues} i
    where i.site_id = s.id and i.priority = p.priority and i.status = 'OPEN' and i.overdue_notified_at is null
      and i.created_at <= ${options.now.toISOString()}::timestamptz
        - ${responseTargetSql(sql`s.response_targets`, sql`p.priority`)}
      ${options.after === undefined ? sql`` : sql`and i.id > ${options.after}`}
    order by i.id
    limit ${options.limit}
  ) i
  order by i.id
  limit ${options.limit}`;

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
