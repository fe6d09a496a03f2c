import type { FastifyInstance } from 'fastify';
import { withTimeout } from '../../db/client';
import { databaseRetryAfterSeconds } from '../../plugins/database-errors';
import { exemptFromLoadShedding } from '../../plugins/load-shedding';

/** A health check must answer fast even when the database hangs: load balancers time out at a few seconds. */
export const healthCheckTimeoutMs = 2000;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { config: exemptFromLoadShedding }, async (request, reply) => {
    const { database } = app.deps;
    // Change notices (LISTEN/NOTIFY) keep caches and other instances' live screens fresh: while they are down
    // the instance still serves, from the database, so it stays in rotation but says it is degraded.
    const notifications = database.isListening() ? 'up' : 'down';
    try {
      await withTimeout(database.executeSql('SELECT 1'), healthCheckTimeoutMs, 'the health check');
      const status = notifications === 'up' ? 'ok' : 'degraded';
      return { status, database: database.kind, checks: { database: 'up', notifications } };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      // The process is alive and retries by itself; 503 takes it out of rotation until the database is back.
      // Say which part is down, so whoever is paged knows where to look.
      return reply
        .status(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ status: 'degraded', database: database.kind, checks: { database: 'down', notifications } });
    }
  });
}
