import { sitesSummary } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/signed-in-user';
import { countOpenIssuesBySite } from './count-open-issues-by-site';

/**
 * GET /api/sites/summary: the side menu's open and critical counts of every site of the signed-in user
 * (issue 29). The portfolio's list and stream are the issues' and the live module's (GET /api/issues/open,
 * GET /api/issues/events), a site's own generalised to a set of sites.
 */
export async function portfolioRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/sites/summary',
    { preHandler: app.requireUser, schema: { response: { 200: sitesSummary } } },
    async (request) => ({ sites: await countOpenIssuesBySite(app.deps.database.db, signedInUser(request).id) }),
  );
}
