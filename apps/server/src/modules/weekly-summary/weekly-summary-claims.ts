import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { weeklySummaries } from '../../db/schema';

/** How long one runner holds a member's summary while it sends; a runner that died lets it go after this. */
export const sendingLeaseMs = 5 * 60_000;

export interface SummaryKey {
  siteId: string;
  userId: string;
  weekStart: Date;
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Takes the member's summary of the week for this runner: one statement, so of any number of runners on any
 * number of instances one gets `true`. It takes it only while the member is opted in, and only when it was
 * not sent and nobody holds it (no row yet, or a lease that ran out or was given back).
 */
export async function claimWeeklySummary(db: Db, key: SummaryKey, now: Date): Promise<boolean> {
  const { rows } = await db.execute(sql`
    INSERT INTO ${weeklySummaries} (site_id, user_id, week_start, sending_until)
    SELECT m.site_id, m.user_id, ${iso(key.weekStart)}, ${iso(new Date(now.getTime() + sendingLeaseMs))}
    FROM site_members m
    WHERE m.site_id = ${key.siteId}::uuid AND m.user_id = ${key.userId}::uuid AND m.weekly_summary
    ON CONFLICT (site_id, user_id, week_start) DO UPDATE SET sending_until = excluded.sending_until
    WHERE ${weeklySummaries.sentAt} IS NULL
      AND (${weeklySummaries.sendingUntil} IS NULL OR ${weeklySummaries.sendingUntil} <= ${iso(now)})
    RETURNING site_id`);
  return rows.length === 1;
}

const keyMatches = (key: SummaryKey) =>
  and(
    eq(weeklySummaries.siteId, key.siteId),
    eq(weeklySummaries.userId, key.userId),
    eq(weeklySummaries.weekStart, key.weekStart),
  );

/** The email went out: nobody sends this week's summary to this member again. */
export async function markWeeklySummarySent(db: Db, key: SummaryKey, now: Date): Promise<void> {
  await db.update(weeklySummaries).set({ sentAt: now, sendingUntil: null }).where(keyMatches(key));
}

/** Gives the claim back after a failed send, so the job's retry (or the next sweep) can take it at once. */
export async function releaseWeeklySummary(db: Db, key: SummaryKey): Promise<void> {
  await db
    .update(weeklySummaries)
    .set({ sendingUntil: null })
    .where(and(keyMatches(key), sql`${weeklySummaries.sentAt} IS NULL`));
}

/** Whether this week's summary already went out to the member, is being sent by another runner, or neither. */
export async function findWeeklySummaryState(db: Db, key: SummaryKey): Promise<'sent' | 'held' | 'none'> {
  const [row] = await db
    .select({ sentAt: weeklySummaries.sentAt, sendingUntil: weeklySummaries.sendingUntil })
    .from(weeklySummaries)
    .where(keyMatches(key))
    .limit(1);
  if (row?.sentAt) return 'sent';
  return row?.sendingUntil ? 'held' : 'none';
}

/**
 * The next opted-in members (by site, then user, after `after`) whose summary of the week is still to send:
 * no row, or a row not sent whose lease ran out.
 */
export async function findPendingWeeklySummaries(
  db: Db,
  options: { weekStart: Date; now: Date; after: { siteId: string; userId: string } | undefined; limit: number },
): Promise<{ siteId: string; userId: string }[]> {
  const { after } = options;
  const { rows } = await db.execute<{ site_id: string; user_id: string }>(sql`
    SELECT m.site_id, m.user_id
    FROM site_members m
    LEFT JOIN ${weeklySummaries} w
      ON w.site_id = m.site_id AND w.user_id = m.user_id AND w.week_start = ${iso(options.weekStart)}
    WHERE m.weekly_summary
      AND (w.site_id IS NULL OR (w.sent_at IS NULL AND (w.sending_until IS NULL OR w.sending_until <= ${iso(options.now)})))
      ${after ? sql`AND (m.site_id, m.user_id) > (${after.siteId}::uuid, ${after.userId}::uuid)` : sql``}
    ORDER BY m.site_id, m.user_id
    LIMIT ${options.limit}`);
  return rows.map((row) => ({ siteId: row.site_id, userId: row.user_id }));
}
