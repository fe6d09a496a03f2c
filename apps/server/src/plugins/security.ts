import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** Security headers with a strict CSP, and rate limiting that routes opt into (config.rateLimit). */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  rateLimitStore: FastifyRateLimitStoreCtor | undefined,
): Promise<void> {
  // Photos may come straight from S3 when that storage is configured.
  const storageOrigins = config.STORAGE === 's3' ? originOf(config.S3_ENDPOINT) : [];
  const identityOrigins = originOf(config.OIDC_ISSUER);
  // The web pages send errors, traces and replays straight to the monitoring server.
  const monitoringOrigins = originOf(config.SENTRY_DSN);
  // Built once and applied to every response; @fastify/helmet built the same middleware again on each
  // request, parsing the policy every time (about 4% of the server's CPU under a burst of chat turns).
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...storageOrigins, ...identityOrigins, ...monitoringOrigins],
        fontSrc: ["'self'"],
        formAction: ["'self'", ...identityOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: config.PUBLIC_URL.startsWith('https:') ? [] : null,
      },
    },
    // The camera and microphone are used by the feedback page itself.
    crossOriginEmbedderPolicy: false,
    hsts: config.PUBLIC_URL.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  await app.register(rateLimit, {
    global: false,
    // Shared counters in PostgreSQL when several instances may run (app-deps.ts), else in memory.
    store: rateLimitStore,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}
