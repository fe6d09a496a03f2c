import { issuesExportQuery, resolvedIssuesPage, resolvedIssuesQuery, siteResponseTargets } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteParams } from '../../lib/route-params';
import { rateLimits } from '../../plugins/rate-limits';
import { signedInUser } from '../../plugins/signed-in-user';
import { findMemberSite } from '../sites';
import { listResolvedIssues } from './list-resolved-issues';
import { exportRange, streamIssuesCsv } from './stream-issues-csv';

/** The Resolved history (newest first, text search) and the CSV export of a date range. */
export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    '/api/site/:siteId/issues/resolved',
    {
      preHandler: app.requireUser,
      schema: { params: siteParams, querystring: resolvedIssuesQuery, response: { 200: resolvedIssuesPage } },
    },
    async (request) => {
      const site = await findMemberSite(db, signedInUser(request).id, request.params.siteId);
      return listResolvedIssues(db, { siteId: site.id, q: request.query.q, before: request.query.before });
    },
  );

  r.get(
    '/api/site/:siteId/issues/export.csv',
    {
      preHandler: app.requireUser,
      schema: { params: siteParams, querystring: issuesExportQuery },
      config: { rateLimit: rateLimits.exportCsv.perAddress },
    },
    async (request, reply) => {
      const site = await findMemberSite(db, signedInUser(request).id, request.params.siteId);
      const { from, to } = request.query;
      const { start, end } = exportRange(from, to);
      const filename = `sitewatch-issues-${from}-to-${to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(
          streamIssuesCsv(db, {
            siteId: site.id,
            start,
            end,
            publicUrl: app.deps.config.PUBLIC_URL,
            targets: siteResponseTargets(site.responseTargets),
          }),
        );
    },
  );
}
