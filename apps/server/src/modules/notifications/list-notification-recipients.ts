import { type PriorityId, priorityIds, priorityLevel } from '@sitewatch/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteMembers, users } from '../../db/schema';

/**
 * Members of the site who asked for issues of this priority: their notificationForPriority level is at or
 * below the (spec section 3: 'All Issues' is LOW, 'High-Priority and above' is HIGH; none = no email).
 * A member's preference for this site, when set, wins over their account's.
 */
export async function listNotificationRecipients(db: Db, options: { siteId: string; priority: PriorityId }) {
  const wanted = priorityIds.filter((id) => priorityLevel(id) <= priorityLevel(options.priority));
  return db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .innerJoin(siteMembers, and(eq(siteMembers.userId, users.id), eq(siteMembers.siteId, options.siteId)))
    .where(
      inArray(sql<string>`coalesce(${siteMembers.notificationPreference}, ${users.notificationForPriority})`, wanted),
    )
    .orderBy(users.email);
}
