import type { FastifyInstance } from 'fastify';

/**
 * Starts the job queue once every feature has defined its queues (app ready) and stops it gracefully on
 * close: running jobs get time to finish, and anything still running is retried by the next start.
 * Without JOBS_ENABLED the queue only sends, and starts on the first send. startOnReady false leaves the
 * start to the caller (main.ts starts it after listening; a job sent before waits for the start).
 */
export function registerJobsLifecycle(app: FastifyInstance, options: { startOnReady: boolean }): void {
  const { jobs, mailer } = app.deps;
  if (jobs.runsWorkers && options.startOnReady) {
    app.addHook('onReady', async () => {
      await jobs.start();
    });
  }
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mailer.close();
  });
}
