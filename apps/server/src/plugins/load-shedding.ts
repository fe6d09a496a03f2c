import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { databaseRetryAfterSeconds } from './database-errors';

/**
 * Answers 503 with Retry-After at once when the process is overloaded (event-loop delay or heap past
 * their limits), instead of letting every request slow down together. /api/health opts out with
 * `config.pressureHandler` so a load balancer still gets a fast answer about the database.
 */
export async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: config.LOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: config.LOAD_MAX_HEAP_MB * 1024 * 1024,
    retryAfter: databaseRetryAfterSeconds,
    sampleInterval: 250,
    exposeStatusRoute: false,
  });
}

/** Route config that lets a route answer even under pressure (returning nothing means "carry on"). */
export const exemptFromLoadShedding = { pressureHandler: () => undefined } as const;
