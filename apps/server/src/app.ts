import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createMailer } from './adapters/mail/create-mailer';
import { createStorage } from './adapters/storage/create-storage';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { Database } from './db/client';
import { createDomainEvents } from './lib/domain-events';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { registerAuth } from './modules/auth/register-auth';
import { publicSiteRoutes } from './modules/feedback/public-site.routes';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { issueReportsRoutes } from './modules/issues/issue-reports.routes';
import { issuesRoutes } from './modules/issues/issues.routes';
import { publicIssuesRoutes } from './modules/issues/public-issues.routes';
import { visitorEmailsPlugin } from './modules/issues/visitor-emails.plugin';
import { visitorReportsRoutes } from './modules/issues/visitor-reports.routes';
import { registerJobsLifecycle } from './modules/jobs/jobs-lifecycle';
import { createPgBossQueue } from './modules/jobs/pg-boss-queue';
import { liveRoutes } from './modules/live/live.routes';
import { notificationsPlugin } from './modules/notifications/notifications.plugin';
import { reportsRoutes } from './modules/reports/reports.routes';
import { sitesRoutes } from './modules/sites/sites.routes';
import { transcriptionRoutes } from './modules/transcription/transcription.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerSiteAccess } from './plugins/site-access';
import { registerSpa } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; found automatically when omitted. */
  webDist?: string;
}

/** Builds the whole server without listening, so tests can inject requests into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    config,
    database,
    events: createDomainEvents(),
    storage: createStorage(config),
    mailer: createMailer(config, app.log),
    jobs: createPgBossQueue({ database, runsWorkers: config.JOBS_ENABLED, logger: app.log }),
  };
  app.decorate('deps', deps);
  registerJobsLifecycle(app);

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await registerSession(app);
  await registerSiteAccess(app);

  await app.register(healthRoutes);
  await registerAuth(app);
  await app.register(usersRoutes);
  await app.register(filesRoutes);
  await app.register(notificationsPlugin);
  await app.register(reportsRoutes);
  await app.register(sitesRoutes);
  await app.register(issuesRoutes);
  await app.register(issueReportsRoutes);
  await app.register(publicIssuesRoutes);
  await app.register(visitorReportsRoutes);
  await app.register(visitorEmailsPlugin);
  await app.register(publicSiteRoutes);
  await app.register(assistantRoutes);
  await app.register(transcriptionRoutes);
  await app.register(liveRoutes);

  await registerSpa(app, options.webDist);
  return app;
}
