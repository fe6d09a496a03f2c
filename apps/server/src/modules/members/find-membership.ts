import type { SiteRole } from '@sitewatch/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SiteRow } from '../../db/row-types';
import { siteMembers, sites } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/is-uuid';

export interface Membership {
  site: SiteRow;
  role: SiteRole;
}

/** The site and the user's role in it; anyone who is not a member gets the 404 of a missing site. */
export async function findMembership(db: Db, userId: string, siteId: string): Promise<Membership> {
  if (!isUuid(siteId)) throw notFound('Site not found');
  const [row] = await db
    .select({ site: sites, role: siteMembers.role })
    .from(sites)
    .innerJoin(siteMembers, and(eq(siteMembers.siteId, sites.id), eq(siteMembers.userId, userId)))
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!row) throw notFound('Site not found');
  return { site: row.site, role: row.role === 'owner' ? 'owner' : 'member' };
}

/** Like findMembership, but only an owner may go on; a member learns it is not allowed (they know the site). */
export async function findOwnedSite(db: Db, userId: string, siteId: string): Promise<SiteRow> {
  const membership = await findMembership(db, userId, siteId);
  if (membership.role !== 'owner') throw new AppError('FORBIDDEN', 'Only an owner of this site can do that');
  return membership.site;
}
