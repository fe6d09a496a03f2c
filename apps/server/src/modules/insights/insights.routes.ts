import { insights, insightsQuery } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteParams } from '../../lib/route-params';
import { signedInUser } from '../../plugins/signed-in-user';
import { findMemberSite } from '../sites';
import { listUserSites } from '../users';
import { insightsPeriod } from './insights-scope';
import { loadInsights } from './load-insights';

/**
 * The insights screen's figures for one site (members only; another tenant's site is a 404), and for the
 * portfolio: every site the user is a member of, together.
 */
export async function insightsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    '/api/site/:siteId/insights',
    {
      preHandler: app.requireUser,
      schema: { params: siteParams, querystring: insightsQuery, response: { 200: insights } },
    },
    async (request) => {
      const site = await findMemberSite(db, signedInUser(request).id, request.params.siteId);
      const period = insightsPeriod({ ...request.query, now: new Date() });
      return loadInsights(db, { siteIds: [site.id], ...period });
    },
  );

  r.get(
    '/api/insights',
    { preHandler: app.requireUser, schema: { querystring: insightsQuery, response: { 200: insights } } },
    async (request) => {
      const sites = await listUserSites(db, signedInUser(request).id);
      const period = insightsPeriod({ ...request.query, now: new Date() });
      return loadInsights(db, { siteIds: sites.map((site) => site.siteId), ...period });
    },
  );
}
