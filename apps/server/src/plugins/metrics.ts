import { requestIdHeaderName } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics';
import { equalInConstantTime } from '../lib/token-signer';

export const metricsPath = '/metrics';

export interface MetricsPluginOptions {
  metrics: Metrics;
  /** Bearer token a scraper must send; unset answers 404, so metrics are never public by accident. */
  token: string | undefined;
}

function isErrorBody(payload: unknown): payload is { code: string; message: string } {
  return typeof payload === 'object' && payload !== null && 'code' in payload && 'message' in payload;
}

/**
 * Request ids on every answer, errors included (the x-request-id header; the same id is the reqId of
 * every log line of the request), and Prometheus metrics at
 * /metrics: request counts and latencies by route pattern (never the raw URL, which holds ids).
 */
export function registerMetrics(app: FastifyInstance, { metrics, token }: MetricsPluginOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeaderName, request.id);
  });
  // Error bodies that routes send themselves (a 404 from a lookup, say) carry the id too.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isErrorBody(payload) || 'requestId' in payload) return payload;
    return { ...payload, requestId: request.id };
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(metricsPath, { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Metrics are off (METRICS_TOKEN unset)' });
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!equalInConstantTime(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 'UNAUTHORIZED', message: 'Send the metrics token as a Bearer token' });
    }
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}
