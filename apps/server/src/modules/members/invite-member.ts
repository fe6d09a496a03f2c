import { createHash, randomBytes } from 'node:crypto';
import { invitationTtlDays, maxPendingInvitations, type PendingInvitation } from '@sitewatch/shared';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Db } from '../../db/client';
import type { SiteRow } from '../../db/row-types';
import { siteInvitations, siteMembers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { buildInvitationEmail } from './invitation-email';

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Invites an email address to the site and emails the single-use link. Only the hash of the token is
 * stored, so a database copy cannot be used to join. Inviting the same address again replaces the
 * earlier invitation (its link stops working).
 */
export async function inviteMember(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  site: SiteRow;
  inviter: { id: string; name: string | null; email: string };
  email: string;
}): Promise<PendingInvitation> {
  const { db, site, email } = options;
  const [alreadyMember] = await db
    .select({ userId: siteMembers.userId })
    .from(siteMembers)
    .innerJoin(users, eq(users.id, siteMembers.userId))
    .where(and(eq(siteMembers.siteId, site.id), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (alreadyMember) {
    throw new AppError('CONFLICT', 'This person is already a member of the site', {
      email: ['Already a member of this site'],
    });
  }
  const pending = and(
    eq(siteInvitations.siteId, site.id),
    isNull(siteInvitations.acceptedAt),
    isNull(siteInvitations.revokedAt),
    gt(siteInvitations.expiresAt, new Date()),
  );
  const [waiting] = await db.select({ n: count() }).from(siteInvitations).where(pending);
  if ((waiting?.n ?? 0) >= maxPendingInvitations) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many invitations are waiting: withdraw some first');
  }
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + invitationTtlDays * 86_400_000);
  const invitation = await db.transaction(async (tx) => {
    await tx
      .update(siteInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(pending, eq(siteInvitations.email, email)));
    const [row] = await tx
      .insert(siteInvitations)
      .values({
        siteId: site.id,
        email,
        tokenHash: hashInvitationToken(token),
        invitedByUserId: options.inviter.id,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('invitation insert returned no row');
    return row;
  });
  try {
    await options.mailer.send(
      buildInvitationEmail({
        to: email,
        siteName: site.name,
        inviterName: options.inviter.name ?? options.inviter.email,
        token,
        expiresAt,
        publicUrl: options.publicUrl,
      }),
    );
  } catch {
    // An invitation nobody received is useless: withdraw it and let the owner try again.
    await db.update(siteInvitations).set({ revokedAt: sql`now()` }).where(eq(siteInvitations.id, invitation.id));
    throw new AppError('UNAVAILABLE', 'The invitation email could not be sent. Please try again in a minute.');
  }
  return {
    id: invitation.id,
    email: invitation.email,
    createdAt: invitation.createdAt.getTime(),
    expiresAt: invitation.expiresAt.getTime(),
  };
}

/** Withdraws a waiting invitation of the site; an unknown id (or another site's) is a 404. */
export async function revokeInvitation(db: Db, options: { siteId: string; invitationId: string }): Promise<void> {
  const [row] = await db
    .update(siteInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(siteInvitations.id, options.invitationId),
        eq(siteInvitations.siteId, options.siteId),
        isNull(siteInvitations.acceptedAt),
        isNull(siteInvitations.revokedAt),
      ),
    )
    .returning({ id: siteInvitations.id });
  if (!row) throw new AppError('NOT_FOUND', 'Invitation not found');
}
