import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { SiteRule } from './rate-limits';

/**
 * A preHandler (after requirePublicSite) for a site's public route. It counts the site's calls; only
 * while the site is past `busyAfter` does it hold each address to `perAddressWhenBusy` for that site.
 * So many addresses together cannot lock a site's genuine visitors out (spec of the rule: rate-limits.ts).
 */
export function perSiteRateLimit(app: FastifyInstance, rule: SiteRule) {
  // The keys name the rule: with shared counters (one table for every limiter) chat and issue creation
  // must not count against each other.
  const siteKey = (request: FastifyRequest) => `site:${rule.name}:${request.publicSite?.id ?? 'none'}`;
  const countSite = app.createRateLimit({ max: rule.busyAfter, timeWindow: rule.timeWindow, keyGenerator: siteKey });
  const checkAddress = app.createRateLimit({
    max: rule.perAddressWhenBusy,
    timeWindow: rule.timeWindow,
    keyGenerator: (request: FastifyRequest) => `${siteKey(request)}:${request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const site = await countSite(request);
    if (site.isAllowed || !site.isExceeded) return;
    const address = await checkAddress(request);
    if (address.isAllowed || !address.isExceeded) return;
    reply.header('retry-after', address.ttlInSeconds);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `This site is receiving a lot of requests; try again in ${address.ttlInSeconds} seconds.`,
    );
  };
}
