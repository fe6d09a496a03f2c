import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { RateLimitCounter } from './rate-limit-counter';
import { bodyBudget } from './rate-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route's body is not counted (a stream with its own permission and size check). */
    bodyBudget?: false;
  }
}

/** Route config for a route whose body is a stream it limits itself (a signed upload). */
export const exemptFromBodyBudget = { bodyBudget: false } as const;

/**
 * The bytes a request's body will cost to read: its Content-Length, or the route's whole limit when it does not
 * say (chunked). Past the limit nothing more is read (413), so no request costs more than that.
 */
function bodyBytesOf(request: FastifyRequest): number {
  const bodyLimit = request.routeOptions.bodyLimit ?? 0;
  const length = request.headers['content-length'];
  if (length === undefined) return request.headers['transfer-encoding'] ? bodyLimit + 1 : 0;
  const bytes = Number(length);
  return Number.isFinite(bytes) && bytes > 0 ? Math.min(bytes, bodyLimit + 1) : 0;
}

/**
 * Counts each address's request bodies against a budget per minute, all routes together (rate-limits.ts,
 * `bodyBudget`), before a byte is read: parsing is the costly part of a large body (up to ~250 ms a MB of
 * dense JSON), so a few addresses must not spend the event loop that every visitor shares. Counted with the
 * other limits' counter (in PostgreSQL when instances share a database). Runs before the route's own limits
 * and before load shedding, so a shed request's body is counted too.
 */
export function registerBodyBudget(app: FastifyInstance, counter: RateLimitCounter): void {
  const rule = bodyBudget.perAddress;
  app.addHook('onRequest', async (request, reply) => {
    // No route (404) or no body to read: nothing is parsed.
    if (!request.routeOptions.url || request.method === 'GET' || request.method === 'HEAD') return;
    if (request.routeOptions.config.bodyBudget === false) return;
    const bytes = bodyBytesOf(request);
    if (bytes === 0) return;
    const spent = await counter.count(`body-kib:${request.ip}`, rule.timeWindow, Math.ceil(bytes / 1024));
    if (spent.current <= rule.maxKiB) return;
    const seconds = Math.max(1, Math.ceil(spent.ttl / 1000));
    // The body is refused unread: closing the connection saves reading what the sender still sends.
    reply.header('retry-after', String(seconds)).header('connection', 'close');
    throw new AppError('TOO_MANY_REQUESTS', `Too many requests; try again in ${seconds} seconds.`);
  });
}
