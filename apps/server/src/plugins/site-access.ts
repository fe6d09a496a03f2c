import { siteCodeHeaderName, siteIdHeaderName } from '@sitewatch/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteRow } from '../db/row-types';
import { sites } from '../db/schema';
import { notFound } from '../lib/app-error';
import { isUuid } from '../lib/is-uuid';
import { equalInConstantTime } from '../lib/token-signer';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requirePublicSite: the site a visitor's public call is for. */
    publicSite: SiteRow | null;
  }
  interface FastifyInstance {
    /**
     * preHandler for every public call made for a site: the X-Site-Id and X-Site-Code headers must
     * name an existing site (and match a :siteId route parameter). Anything else is a plain 404,
     * the same as for a site that does not exist.
     */
    requirePublicSite: (request: FastifyRequest) => Promise<void>;
  }
}

/** The site set by `app.requirePublicSite`; a route that forgot the preHandler answers 404, never a crash. */
export function publicSiteOf(request: FastifyRequest): SiteRow {
  if (!request.publicSite) throw notFound('Site not found');
  return request.publicSite;
}

export async function registerSiteAccess(app: FastifyInstance): Promise<void> {
  const { database, access } = app.deps;
  const { db } = database;
  // Every visitor call looks its site up: the query is built once, not on each call.
  const findSite = db
    .select()
    .from(sites)
    .where(eq(sites.id, sql.placeholder('siteId')))
    .limit(1)
    .prepare('public_site_by_id');
  // Kept in the access cache (decision 011): whatever changes a site's row announces it there. An unknown id
  // is not kept, so a new site needs no announcement and made-up ids cannot fill the cache.
  async function readSite(siteId: string): Promise<SiteRow | undefined> {
    const seen = access.version();
    const [site] = await findSite.execute({ siteId });
    if (site) access.rememberSite(site, seen);
    return site;
  }
  app.decorateRequest('publicSite', null);
  app.decorate('requirePublicSite', async (request: FastifyRequest) => {
    const headerSiteId = request.headers[siteIdHeaderName];
    const headerCode = request.headers[siteCodeHeaderName];
    const paramSiteId = (request.params as Record<string, string> | undefined)?.siteId;
    const siteId = paramSiteId ?? headerSiteId;
    if (!isUuid(siteId) || typeof headerCode !== 'string' || headerCode.length === 0) {
      throw notFound('Site not found');
    }
    if (headerSiteId !== undefined && headerSiteId !== siteId) throw notFound('Site not found');
    const site = access.findSite(siteId) ?? (await readSite(siteId));
    if (!site || !equalInConstantTime(site.idCode, headerCode)) throw notFound('Site not found');
    request.publicSite = site;
  });
}
