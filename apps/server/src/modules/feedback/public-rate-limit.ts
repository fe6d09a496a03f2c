import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

export interface RateLimitRule {
  max: number;
  timeWindow: number;
}

/**
 * Limits of the public routes. The per-address limit runs first (route config, before any work);
 * the per-site limit runs after the site check, so only real sites take up memory, and it caps
 * what many addresses together can send to one site.
 */
export const publicRateLimits = {
  // Visitors behind one shared network (a shop's Wi-Fi) share an address: a conversation is 3-6 turns.
  chat: { perAddress: { max: 60, timeWindow: 60_000 }, perSite: { max: 600, timeWindow: 60_000 } },
  createIssue: { perAddress: { max: 30, timeWindow: 60_000 }, perSite: { max: 300, timeWindow: 60_000 } },
  siteInfo: { perAddress: { max: 120, timeWindow: 60_000 } },
  transcribe: { perAddress: { max: 20, timeWindow: 60_000 }, perSite: { max: 200, timeWindow: 60_000 } },
} as const;

/** A preHandler (after requirePublicSite) that answers 429 when one site receives too many calls. */
export function perSiteRateLimit(app: FastifyInstance, rule: RateLimitRule) {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindow,
    keyGenerator: (request: FastifyRequest) => `site:${request.publicSite?.id ?? 'none'}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many requests for this site; try again in ${result.ttlInSeconds} seconds.`,
    );
  };
}
