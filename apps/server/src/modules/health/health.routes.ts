import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    try {
      await app.deps.database.executeSql('SELECT 1');
      return { status: 'ok', database: app.deps.database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: app.deps.database.kind });
    }
  });
}
