import type { FastifyInstance } from 'fastify';
import { withTimeout } from '../../db/client';
import { databaseRetryAfterSeconds } from '../../plugins/database-errors';
import { exemptFromLoadShedding } from '../../plugins/load-shedding';

/** A health check must answer fast even when the database hangs: load balancers time out at a few seconds. */
export const healthCheckTimeoutMs = 2000;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { config: exemptFromLoadShedding }, async (request, reply) => {
    const { database } = app.deps;
    try {
      await withTimeout(database.executeSql('SELECT 1'), healthCheckTimeoutMs, 'the health check');
      return { status: 'ok', database: database.kind, checks: { database: 'up' } };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      // Say which part is down, so whoever is paged knows where to look.
      return reply
        .status(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ status: 'unavailable', database: database.kind, checks: { database: 'down' } });
    }
  });
}
