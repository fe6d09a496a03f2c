import { createSiteRequest, site } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteParams } from '../../lib/route-params';
import { rateLimits } from '../../plugins/rate-limits';
import { signedInUser } from '../../plugins/signed-in-user';
import { createSite } from './create-site';
import { findMemberSite } from './find-member-site';
import { toSiteDto } from './site-dto';

/** POST /api/site and GET /api/site/{siteId} (spec section 7): a manager's own sites only. */
export async function sitesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/site',
    {
      preHandler: app.requireUser,
      schema: { body: createSiteRequest, response: { 201: site } },
      config: { rateLimit: rateLimits.createSite.perAddress },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const row = await createSite(app.deps.database.db, { userId: user.id, request: request.body });
      return reply.status(201).send(toSiteDto(row));
    },
  );

  r.get(
    '/api/site/:siteId',
    { preHandler: app.requireUser, schema: { params: siteParams, response: { 200: site } } },
    async (request) => {
      const user = signedInUser(request);
      return toSiteDto(await findMemberSite(app.deps.database.db, user.id, request.params.siteId));
    },
  );
}
