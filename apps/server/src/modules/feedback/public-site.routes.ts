import { publicSite } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicSiteParams } from '../../lib/route-params';
import { rateLimits } from '../../plugins/rate-limits';
import { publicSiteOf } from '../../plugins/site-access';
import { toPublicSite } from './get-public-site';

/** GET /api/public/site/{siteId}: the feedback page's site info (spec section 7; 404 means no site). */
export async function publicSiteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const isVoiceInputAvailable = app.deps.transcriber !== null;

  r.get(
    '/api/public/site/:siteId',
    {
      schema: { params: publicSiteParams, response: { 200: publicSite } },
      config: { rateLimit: rateLimits.siteInfo.perAddress },
      preHandler: app.requirePublicSite,
    },
    async (request, reply) => {
      const site = publicSiteOf(request);
      // Settings can change; the page asks once per visit anyway.
      reply.header('cache-control', 'no-cache');
      return toPublicSite(site, { isVoiceInputAvailable });
    },
  );
}
