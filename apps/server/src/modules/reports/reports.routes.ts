import { reportAccepted } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimits } from '../../plugins/rate-limits';
import { signedInUser } from '../../plugins/signed-in-user';
import { findMemberSite } from '../sites';
import { requestReport } from './request-report';

/** Spec section 2 "Generate report screen": POST {} answers at once; the report arrives by email. */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, jobs } = app.deps;

  r.post(
    '/api/site/:siteId/report',
    {
      preHandler: app.requireUser,
      // Each report is a PDF and an email: a generous limit for people, a wall for scripts.
      config: { rateLimit: rateLimits.requestReport.perAddress },
      schema: {
        params: z.object({ siteId: z.string() }),
        body: z.object({}).strict().optional(),
        response: { 202: reportAccepted },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const site = await findMemberSite(database.db, user.id, request.params.siteId);
      const accepted = await requestReport({ db: database.db, jobs, siteId: site.id, user });
      return reply.status(202).send(accepted);
    },
  );
}
