import type { User } from '@sitewatch/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteMembers, sites } from '../../db/schema';

/** The user's sites, oldest membership first: the dashboard opens the first one (spec section 2). */
export async function listUserSites(db: Db, userId: string): Promise<User['sites']> {
  return db
    .select({ siteId: sites.id, siteName: sites.name })
    .from(siteMembers)
    .innerJoin(sites, eq(sites.id, siteMembers.siteId))
    .where(eq(siteMembers.userId, userId))
    .orderBy(asc(siteMembers.createdAt), asc(sites.id));
}
