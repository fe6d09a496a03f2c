import type { MemberNotificationPreference, SiteRole } from '@sitewatch/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteMembers, sites } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks the site row so two owners changing the team at once cannot both remove the last owner. */
async function lockSite(tx: Tx, siteId: string): Promise<void> {
  await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('update');
}

async function countOwners(tx: Tx, siteId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(siteMembers)
    .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.role, 'owner')));
  return row?.n ?? 0;
}

async function findRole(tx: Tx, siteId: string, userId: string): Promise<SiteRole | null> {
  const [row] = await tx
    .select({ role: siteMembers.role })
    .from(siteMembers)
    .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, userId)))
    .limit(1);
  if (!row) return null;
  return row.role === 'owner' ? 'owner' : 'member';
}

const lastOwner = () =>
  new AppError('CONFLICT', 'A site needs an owner: make someone else an owner first', {
    role: ['The last owner cannot leave or step down'],
  });

/**
 * Removes a member. Owners remove anyone; members may only remove themselves (leave). The last
 * owner cannot leave.
 */
export async function removeMember(
  db: Db,
  options: { siteId: string; actor: { id: string; role: SiteRole }; userId: string },
): Promise<void> {
  const { siteId, actor, userId } = options;
  if (actor.role !== 'owner' && actor.id !== userId) {
    throw new AppError('FORBIDDEN', 'Only an owner of this site can remove members');
  }
  await db.transaction(async (tx) => {
    await lockSite(tx, siteId);
    const role = await findRole(tx, siteId, userId);
    if (!role) throw new AppError('NOT_FOUND', 'Member not found');
    if (role === 'owner' && (await countOwners(tx, siteId)) <= 1) throw lastOwner();
    await tx.delete(siteMembers).where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, userId)));
  });
}

/** Makes a member an owner (hand over, or share, ownership) or an owner a member; never the last owner. */
export async function changeMemberRole(
  db: Db,
  options: { siteId: string; userId: string; role: SiteRole },
): Promise<void> {
  const { siteId, userId, role } = options;
  await db.transaction(async (tx) => {
    await lockSite(tx, siteId);
    const current = await findRole(tx, siteId, userId);
    if (!current) throw new AppError('NOT_FOUND', 'Member not found');
    if (current === role) return;
    if (current === 'owner' && (await countOwners(tx, siteId)) <= 1) throw lastOwner();
    await tx
      .update(siteMembers)
      .set({ role })
      .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, userId)));
  });
}

/** The member's own notification preference for this site (null: follow the account's). */
export async function updateMemberNotifications(
  db: Db,
  options: { siteId: string; userId: string; preference: MemberNotificationPreference },
): Promise<void> {
  await db
    .update(siteMembers)
    .set({ notificationPreference: options.preference })
    .where(and(eq(siteMembers.siteId, options.siteId), eq(siteMembers.userId, options.userId)));
}
