import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DatabaseUnavailableError, openDatabase } from './db/open-database';
import { handleUnhandledRejection, isDatabaseUnavailable } from './plugins/database-errors';

/** scripts/supervise.mjs does not start the server again after this exit code (EX_CONFIG). */
const exitCodeDoNotRestart = 78;
const expectedStartupErrors = [ConfigError, DataDirLockedError, DatabaseUnavailableError];

async function main(): Promise<void> {
  const config = loadConfig();
  // Loading the app's modules is CPU work and migrating waits on the database: both at once.
  const [database, { buildApp }] = await Promise.all([openDatabase(config), import('./app')]);
  const app = await buildApp({ config, database, startJobsOnReady: false });

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A second signal, or a hang, must not leave the process running forever.
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('unhandledRejection', (reason) => handleUnhandledRejection(reason, app.log, (code) => process.exit(code)));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Sitewatch is running at ${config.PUBLIC_URL} (database: ${database.kind}, data: ${config.DATA_DIR})`);
  // The database is migrated before listening, so a 200 from /api/health means requests can be served; the
  // job queue (its own tables, schedules, workers) starts after. A job sent meanwhile waits for that start.
  // A database that drops away meanwhile is waited for (the instance keeps serving what it can); any other
  // reason the queue cannot start still stops the server.
  if (app.deps.jobs.runsWorkers) await startJobsWhenTheDatabaseAnswers(app, () => closing);
}

async function startJobsWhenTheDatabaseAnswers(app: FastifyInstance, isClosing: () => boolean): Promise<void> {
  for (let waitMs = 1000; ; waitMs = Math.min(waitMs * 2, 30_000)) {
    try {
      await app.deps.jobs.start();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || isClosing()) throw error;
      app.log.warn({ err: error, retryInMs: waitMs }, 'job queue: the database is unavailable, starting again soon');
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

main().catch((error: unknown) => {
  // Configuration and database problems get one clear line, not a stack trace.
  if (expectedStartupErrors.some((type) => error instanceof type)) {
    pino().fatal((error as Error).message);
    console.error(`\n${(error as Error).message}\n`);
    // Settings and a data folder in use do not change by themselves: tell a supervisor not to start again.
    if (!(error instanceof DatabaseUnavailableError)) process.exit(exitCodeDoNotRestart);
  } else {
    pino().fatal({ err: error }, 'Sitewatch failed to start');
  }
  process.exit(1);
});
