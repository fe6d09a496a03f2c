import type { SiteMembers, SiteRole } from '@sitewatch/shared';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteInvitations, siteMembers, users } from '../../db/schema';

/** The invitations still waiting (not accepted, withdrawn or expired), oldest first. */
async function listWaitingInvitations(db: Db, siteId: string) {
  return db
    .select()
    .from(siteInvitations)
    .where(
      and(
        eq(siteInvitations.siteId, siteId),
        isNull(siteInvitations.acceptedAt),
        isNull(siteInvitations.revokedAt),
        gt(siteInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(siteInvitations.createdAt));
}

/**
 * The site's team, oldest first, with the invitations still waiting. Only owners invite, so only owners see
 * the invitations: the address of someone who has not joined is not shown to the rest of the team.
 */
export async function listSiteMembers(
  db: Db,
  options: { siteId: string; userId: string; myRole: SiteRole },
): Promise<SiteMembers> {
  const members = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: siteMembers.role,
      joinedAt: siteMembers.createdAt,
      notificationPreference: siteMembers.notificationPreference,
    })
    .from(siteMembers)
    .innerJoin(users, eq(users.id, siteMembers.userId))
    .where(eq(siteMembers.siteId, options.siteId))
    .orderBy(asc(siteMembers.createdAt), asc(users.email));
  const invitations = options.myRole === 'owner' ? await listWaitingInvitations(db, options.siteId) : [];
  const me = members.find((member) => member.userId === options.userId);
  return {
    members: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      email: member.email,
      role: member.role === 'owner' ? 'owner' : 'member',
      joinedAt: member.joinedAt.getTime(),
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      createdAt: invitation.createdAt.getTime(),
      expiresAt: invitation.expiresAt.getTime(),
    })),
    myRole: options.myRole,
    myNotificationPreference: me?.notificationPreference ?? null,
  };
}
