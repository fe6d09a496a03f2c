import { randomBytes } from 'node:crypto';
import type { CreateSiteRequest } from '@sitewatch/shared';
import type { Db } from '../../db/client';
import type { SiteRow } from '../../db/row-types';
import { siteMembers, sites } from '../../db/schema';

/**
 * The code in the public feedback link: 128 random bits, URL-safe, so a site's link cannot be
 * guessed from its id or from another site's link.
 */
export function generateSiteIdCode(): string {
  return randomBytes(16).toString('base64url');
}

/** Creates a site and makes its creator its owner, in one transaction. */
export async function createSite(db: Db, options: { userId: string; request: CreateSiteRequest }): Promise<SiteRow> {
  const { userId, request } = options;
  return db.transaction(async (tx) => {
    const [site] = await tx
      .insert(sites)
      .values({
        idCode: generateSiteIdCode(),
        name: request.name,
        // Spec section 3: on creation companyName is sent equal to name.
        companyName: request.companyName || request.name,
        type: request.type,
        postcode: request.context.postcode,
        operatingHours: request.context.operatingHours,
        purpose: request.context.purpose,
      })
      .returning();
    if (!site) throw new Error('site insert returned no row');
    await tx.insert(siteMembers).values({ siteId: site.id, userId, role: 'owner' });
    return site;
  });
}
