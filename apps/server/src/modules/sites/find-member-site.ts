import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SiteRow } from '../../db/row-types';
import { siteMembers, sites } from '../../db/schema';
import type { AccessCache } from '../../lib/access-cache';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/is-uuid';

/**
 * The site if the user is a member. Anyone else gets the same 404 as for a site that does not
 * exist, so another tenant's site cannot be detected.
 */
export async function findMemberSite(db: Db, userId: string, siteId: string): Promise<SiteRow> {
  if (!isUuid(siteId)) throw notFound('Site not found');
  const [row] = await db
    .select({ site: sites })
    .from(sites)
    .innerJoin(siteMembers, and(eq(siteMembers.siteId, sites.id), eq(siteMembers.userId, userId)))
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!row) throw notFound('Site not found');
  return row.site;
}

/**
 * The site's id if the user is a member, answered from memory once known (no query), for the hot read
 * paths that need nothing of the site but its id. A removal or role change drops the answer at once.
 */
export async function findMemberSiteId(db: Db, access: AccessCache, userId: string, siteId: string): Promise<string> {
  if (access.isMember(userId, siteId)) return siteId;
  const version = access.version();
  const site = await findMemberSite(db, userId, siteId);
  access.rememberMember(userId, siteId, version);
  return site.id;
}
