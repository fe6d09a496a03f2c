import { issue } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteIssueParams } from '../../lib/route-params';
import { rateLimits } from '../../plugins/rate-limits';
import { signedInUser } from '../../plugins/signed-in-user';
import { findMemberSite } from '../sites';
import { toIssueWithPhotos } from './find-site-issue';
import { splitReport } from './split-report';

const splitParams = siteIssueParams.extend({ reportId: z.uuid('must be a report id') });

/** Issue 14 for managers: every report of an issue, and splitting a wrongly attached one back out. */
export async function issueReportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, events } = app.deps;

  r.post(
    '/api/site/:siteId/issues/:issueId/reports/:reportId/split',
    {
      preHandler: app.requireUser,
      schema: { params: splitParams, response: { 201: issue } },
      config: { rateLimit: rateLimits.splitReport.perAddress },
    },
    async (request, reply) => {
      const site = await findMemberSite(database.db, signedInUser(request).id, request.params.siteId);
      const { created } = await splitReport(database.db, events, {
        siteId: site.id,
        issueId: request.params.issueId,
        reportId: request.params.reportId,
      });
      return reply.status(201).send(await toIssueWithPhotos(database.db, created));
    },
  );
}
