import { weeklySummarySetting } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteParams } from '../../lib/route-params';
import { signedInUser } from '../../plugins/signed-in-user';
import { findMemberSite } from '../sites';
import { findWeeklySummarySetting, saveWeeklySummarySetting } from './weekly-summary-setting';

/**
 * GET and PUT /api/site/{siteId}/weekly-summary (issue 29): a member reads and sets their own weekly summary
 * email for the site. Any member may, for themselves only; another tenant's site is a 404.
 */
export async function weeklySummaryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    '/api/site/:siteId/weekly-summary',
    { preHandler: app.requireUser, schema: { params: siteParams, response: { 200: weeklySummarySetting } } },
    async (request) => {
      const userId = signedInUser(request).id;
      const site = await findMemberSite(db, userId, request.params.siteId);
      return { enabled: await findWeeklySummarySetting(db, userId, site.id) };
    },
  );

  r.put(
    '/api/site/:siteId/weekly-summary',
    {
      preHandler: app.requireUser,
      schema: { params: siteParams, body: weeklySummarySetting, response: { 200: weeklySummarySetting } },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const site = await findMemberSite(db, userId, request.params.siteId);
      return { enabled: await saveWeeklySummarySetting(db, { userId, siteId: site.id, ...request.body }) };
    },
  );
}
