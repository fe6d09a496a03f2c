import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { databaseRetryAfterSeconds } from './database-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Overloaded when it arrived: answered 503 once its sender's limits have counted it. */
    isShed: boolean;
  }
}

function overloaded(): Error {
  return Object.assign(new Error('The service is overloaded'), { statusCode: 503 });
}

/**
 * Answers 503 with Retry-After when the process is overloaded (event-loop delay or heap past their limits),
 * instead of letting every request slow down together. /api/health opts out with `config.pressureHandler` so a
 * load balancer still gets a fast answer about the database.
 *
 * A shed request still counts against its sender: on a route with a per-address limit it is shed only after
 * the body budget (onRequest) and that limit (the route's onRequest) have counted it, before its body is read
 * (preParsing). Otherwise a flooder would be shed forever, as the visitors are, without ever running out of
 * allowance; counted, it meets its 429 and the load it caused ends. Other routes shed at once.
 */
export async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  app.decorateRequest('isShed', false);
  await app.register(underPressure, {
    maxEventLoopDelay: config.LOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: config.LOAD_MAX_HEAP_MB * 1024 * 1024,
    retryAfter: databaseRetryAfterSeconds,
    sampleInterval: 250,
    exposeStatusRoute: false,
    pressureHandler: (request: FastifyRequest) => {
      if (!request.routeOptions.config.rateLimit) return Promise.reject(overloaded());
      request.isShed = true;
      return undefined;
    },
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.isShed) throw overloaded();
    return payload;
  });
}

/** Route config that lets a route answer even under pressure (returning nothing means "carry on"). */
export const exemptFromLoadShedding = { pressureHandler: () => undefined } as const;
