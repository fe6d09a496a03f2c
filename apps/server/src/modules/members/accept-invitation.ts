import type { AcceptedInvitation } from '@sitewatch/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteInvitations, siteMembers, sites, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashInvitationToken } from './invite-member';

const invalid = () =>
  new AppError('NOT_FOUND', 'This invitation link is not valid: it was used, withdrawn or mistyped');

/**
 * Joins the site of a single-use invitation. The signed-in identity's email must be the invited one
 * (case-insensitive): a forwarded link is no use to anyone else. The row is locked, so two tabs
 * accepting at once join once.
 */
export async function acceptInvitation(
  db: Db,
  options: { token: string; user: { id: string; email: string } },
): Promise<AcceptedInvitation> {
  const tokenHash = hashInvitationToken(options.token);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(siteInvitations)
      .where(eq(siteInvitations.tokenHash, tokenHash))
      .for('update')
      .limit(1);
    if (!invitation || invitation.revokedAt) throw invalid();
    if (invitation.acceptedAt) {
      // The same person opening the link again is already in: answer as before.
      if (invitation.acceptedByUserId === options.user.id) return siteOf(tx, invitation);
      throw invalid();
    }
    if (invitation.expiresAt.getTime() <= Date.now()) {
      throw new AppError('NOT_FOUND', 'This invitation has expired: ask the site owner for a new one');
    }
    if (invitation.email.toLowerCase() !== options.user.email.trim().toLowerCase()) {
      throw new AppError(
        'FORBIDDEN',
        'This invitation is for another email address: sign in with the address it was sent to',
      );
    }
    await tx
      .insert(siteMembers)
      .values({ siteId: invitation.siteId, userId: options.user.id, role: 'member' })
      .onConflictDoNothing();
    await tx
      .update(siteInvitations)
      .set({ acceptedAt: sql`now()`, acceptedByUserId: options.user.id })
      .where(eq(siteInvitations.id, invitation.id));
    return siteOf(tx, invitation);
  });
}

async function siteOf(
  db: Pick<Db, 'select'>,
  invitation: { siteId: string; invitedByUserId: string | null },
): Promise<AcceptedInvitation> {
  const [site] = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(eq(sites.id, invitation.siteId))
    .limit(1);
  if (!site) throw invalid();
  const [inviter] = invitation.invitedByUserId
    ? await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, invitation.invitedByUserId))
        .limit(1)
    : [];
  return { siteId: site.id, siteName: site.name, invitedBy: inviter ? (inviter.name ?? inviter.email) : null };
}
