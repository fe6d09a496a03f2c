import { issue, triageOverrideRequest } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteIssueParams } from '../../lib/route-params';
import { rateLimits } from '../../plugins/rate-limits';
import { signedInUser } from '../../plugins/signed-in-user';
import { memberActor, toIssueWithPhotos } from '../issues';
import { findMemberSite } from '../sites';
import { overrideTriage } from './override-triage';

/** POST /api/site/{siteId}/issues/{issueId}/triage: any member corrects priority and category. */
export async function triageOverrideRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, events } = app.deps;
  r.post(
    '/api/site/:siteId/issues/:issueId/triage',
    {
      preHandler: app.requireUser,
      schema: { params: siteIssueParams, body: triageOverrideRequest, response: { 200: issue } },
      config: { rateLimit: rateLimits.correctTriage.perAddress },
    },
    async (request) => {
      const user = signedInUser(request);
      const site = await findMemberSite(database.db, user.id, request.params.siteId);
      const row = await overrideTriage(database.db, events, {
        siteId: site.id,
        issueId: request.params.issueId,
        request: request.body,
        actor: memberActor(user),
      });
      return toIssueWithPhotos(database.db, row);
    },
  );
}
