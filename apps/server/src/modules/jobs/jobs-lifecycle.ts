import type { FastifyInstance } from 'fastify';

/**
 * Starts the job queue once every feature has defined its queues (app ready) and stops it gracefully on
 * close: running jobs get time to finish, and anything still running is retried by the next start.
 * Without JOBS_ENABLED the queue only sends, and starts on the first send.
 */
export function registerJobsLifecycle(app: FastifyInstance): void {
  const { jobs, mailer } = app.deps;
  if (jobs.runsWorkers) {
    app.addHook('onReady', async () => {
      await jobs.start();
    });
  }
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mailer.close();
  });
}
