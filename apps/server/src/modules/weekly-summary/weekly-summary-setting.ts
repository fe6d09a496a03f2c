import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteMembers } from '../../db/schema';
import { notFound } from '../../lib/app-error';

const membership = (userId: string, siteId: string) =>
  and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, userId));

/** Whether the member gets the site's weekly summary; the caller checked the membership (findMemberSite). */
export async function findWeeklySummarySetting(db: Db, userId: string, siteId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: siteMembers.weeklySummary })
    .from(siteMembers)
    .where(membership(userId, siteId))
    .limit(1);
  if (!row) throw notFound('Site not found');
  return row.enabled;
}

/** Turns the member's own weekly summary for the site on or off; a summary already sent stays sent. */
export async function saveWeeklySummarySetting(
  db: Db,
  options: { userId: string; siteId: string; enabled: boolean },
): Promise<boolean> {
  const [row] = await db
    .update(siteMembers)
    .set({ weeklySummary: options.enabled })
    .where(membership(options.userId, options.siteId))
    .returning({ enabled: siteMembers.weeklySummary });
  if (!row) throw notFound('Site not found');
  return row.enabled;
}
