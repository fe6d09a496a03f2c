import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ErrorMonitor, type MonitoredRequest, noErrorMonitor } from '../adapters/monitoring/error-monitor';

function describeRequest(request: FastifyRequest): MonitoredRequest {
  return { method: request.method, route: request.routeOptions.url ?? 'unmatched', requestId: request.id };
}

/** An unexpected error of this request (a 5xx that is not a known outage) goes to the monitor. */
export function reportUnexpectedError(request: FastifyRequest, error: unknown): void {
  request.server.deps?.monitor.captureError(error, describeRequest(request));
}

/** One trace per request, named by its route pattern; nothing is added when monitoring is off. */
export function registerMonitoring(app: FastifyInstance, monitor: ErrorMonitor): void {
  if (monitor === noErrorMonitor) return;
  const endTraces = new WeakMap<FastifyRequest, (statusCode: number) => void>();
  app.addHook('onRequest', async (request) => {
    endTraces.set(request, monitor.startRequest(describeRequest(request)));
  });
  app.addHook('onResponse', async (request, reply) => {
    endTraces.get(request)?.(reply.statusCode);
  });
  // What is still queued is sent before the process exits.
  app.addHook('onClose', async () => {
    await monitor.flush(2000);
  });
}
