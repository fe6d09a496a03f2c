import { responseTargets, site } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteParams } from '../../lib/route-params';
import { signedInUser } from '../../plugins/signed-in-user';
import { findOwnedSite } from '../members';
import { toSiteDto } from '../sites';
import { saveResponseTargets } from './save-response-targets';

/** PUT /api/site/{siteId}/response-targets (issue 29): an owner sets the minutes per priority. */
export async function responseTargetsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, access } = app.deps;

  r.put(
    '/api/site/:siteId/response-targets',
    {
      preHandler: app.requireUser,
      schema: { params: siteParams, body: responseTargets, response: { 200: site } },
    },
    async (request) => {
      const user = signedInUser(request);
      const owned = await findOwnedSite(database.db, user.id, request.params.siteId);
      const row = await saveResponseTargets(database.db, owned.id, request.body);
      // The access cache keeps site rows; every instance drops its copy.
      await access.announce({ kind: 'site', siteId: row.id });
      return toSiteDto(row);
    },
  );
}
