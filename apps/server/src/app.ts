import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { countJobs } from './adapters/background-jobs/count-jobs';
import { registerJobsLifecycle } from './adapters/background-jobs/jobs-lifecycle';
import { type AppDeps, buildAppDeps } from './app-deps';
import { type Config, fastifyTrustProxy } from './config';
import type { Database } from './db/client';
import { createMetrics } from './lib/metrics';
import { generateRequestId } from './lib/request-id';
import { activityRoutes } from './modules/activity';
import { assignmentsRoutes } from './modules/assignments';
import { assistantRoutes } from './modules/assistant';
import { registerAuth } from './modules/auth';
import { publicSiteRoutes } from './modules/feedback';
import { filesJobs, filesRoutes } from './modules/files';
import { healthRoutes } from './modules/health';
import { historyRoutes } from './modules/history';
import { insightsRoutes } from './modules/insights';
import { issueReportsRoutes, issuesRoutes, reportTranslationJobs } from './modules/issues';
import { liveRoutes } from './modules/live';
import { membersRoutes } from './modules/members';
import { notificationsJobs } from './modules/notifications';
import { portfolioRoutes } from './modules/portfolio';
import { reportsJobs, reportsRoutes } from './modules/reports';
import { overdueNoticesJobs, responseTargetsRoutes } from './modules/response-targets';
import { sitesRoutes } from './modules/sites';
import { transcriptionRoutes } from './modules/transcription';
import { triageOverrideRoutes } from './modules/triage-override';
import { usersRoutes } from './modules/users';
import { publicIssuesRoutes, visitorEmailsJobs, visitorReportsRoutes } from './modules/visitor-reports';
import { webhooksJobs, webhooksRoutes } from './modules/webhooks';
import { weeklySummaryJobs, weeklySummaryRoutes } from './modules/weekly-summary';
import { registerBodyBudget } from './plugins/body-budget';
import { bodyLimits } from './plugins/body-limits';
import { registerCompression } from './plugins/compression';
import {
  answerClientError,
  answerFrameworkError,
  httpServerOptions,
  registerErrorHandler,
} from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerLoadShedding } from './plugins/load-shedding';
import { registerMetrics } from './plugins/metrics';
import { registerMonitoring } from './plugins/monitoring';
import { registerOpenApi } from './plugins/openapi';
import { createRequestLogController } from './plugins/request-log';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerSiteAccess } from './plugins/site-access';
import { registerSpa } from './plugins/spa';
import { registerStreamSlots } from './plugins/stream-slots';

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
  /**
   * Starts the job queue's workers when the app is ready (default). main.ts turns it off and starts them
   * after listening: creating the queue's tables and schedules need not delay the first request.
   */
  startJobsOnReady?: boolean;
  /** Wraps services after they are built (tests record what a service is asked, e.g. triage's input). */
  wrapDeps?: (deps: AppDeps) => AppDeps;
}

/** Builds the whole server without listening, so tests can inject requests into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // One line per request instead of Fastify's two, sampled on busy instances (plugins/request-log.ts).
    logController: createRequestLogController({ sample: config.LOG_REQUEST_SAMPLE }),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // Public routes set their own, each sized to its contract (plugins/body-limits.ts).
    bodyLimit: bodyLimits.default,
    requestTimeout: 60_000,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    http: httpServerOptions,
    genReqId: generateRequestId,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Build adapters: every port is built once here from the configuration (app-deps.ts).
  const metrics = createMetrics();
  const built = await buildAppDeps({ config, database, logger: app.log, metrics });
  const deps = options.wrapDeps ? options.wrapDeps(built) : built;
  app.decorate('deps', deps);
  await deps.access.start();
  app.addHook('onClose', () => deps.access.stop());
  deps.openLists.start();
  app.addHook('onClose', async () => deps.openLists.stop());
  await deps.liveHub.start();
  // Open streams never finish on their own: end them before the server waits for connections.
  app.addHook('preClose', () => deps.liveHub.stop());
  registerJobsLifecycle(app, { startOnReady: options.startJobsOnReady ?? true });
  // After listening, not before: the warm-up would slow the start it exists to keep out of a visitor's way.
  app.addHook('onListen', async () => {
    void deps.chatEngine.warmUp?.();
    void deps.warmUpIntake();
  });

  // Plugins: cross-cutting request handling, before any feature route.

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerInputGuard(app);
  registerMetrics(app, { metrics, token: config.METRICS_TOKEN });
  registerMonitoring(app, deps.monitor);
  metrics.setSources({
    openStreams: () => deps.liveHub.clientCount(),
    // Before the queue has created its tables there is nothing to count.
    jobCounts: () => countJobs(database).catch(() => []),
  });
  // Before any route: the OpenAPI description collects routes as they are added.
  if (config.API_DOCS_ENABLED) await registerOpenApi(app, { publicUrl: config.PUBLIC_URL, withReferencePage: true });
  await registerLoadShedding(app, config);
  registerBodyBudget(app, deps.rateLimitCounter);
  registerStreamSlots(app, { perAddress: config.STREAMS_MAX_PER_ADDRESS, total: config.STREAMS_MAX_TOTAL });
  await registerSecurity(app, config, deps.rateLimitStore);
  await registerCompression(app);
  await registerSession(app);
  await registerSiteAccess(app);

  // Feature modules.
  await app.register(healthRoutes);
  await registerAuth(app);
  await app.register(usersRoutes);
  await app.register(filesRoutes);
  await app.register(reportsRoutes);
  await app.register(sitesRoutes);
  await app.register(issuesRoutes);
  await app.register(issueReportsRoutes);
  await app.register(publicIssuesRoutes);
  await app.register(visitorReportsRoutes);
  await app.register(publicSiteRoutes);
  await app.register(assistantRoutes);
  await app.register(transcriptionRoutes);
  await app.register(liveRoutes);
  await app.register(membersRoutes);
  await app.register(activityRoutes);
  await app.register(triageOverrideRoutes);
  await app.register(historyRoutes);
  await app.register(insightsRoutes);
  await app.register(portfolioRoutes);
  await app.register(assignmentsRoutes);
  await app.register(webhooksRoutes);
  await app.register(responseTargetsRoutes);
  await app.register(weeklySummaryRoutes);

  // Background work: every queue, schedule and the domain events that feed them, one <feature>.jobs.ts each.
  await app.register(filesJobs);
  await app.register(notificationsJobs);
  await app.register(reportsJobs);
  await app.register(visitorEmailsJobs);
  await app.register(reportTranslationJobs);
  await app.register(webhooksJobs);
  await app.register(overdueNoticesJobs);
  await app.register(weeklySummaryJobs);

  await registerSpa(
    app,
    options.webDist,
    config.SENTRY_DSN ? { dsn: config.SENTRY_DSN, environment: config.SENTRY_ENVIRONMENT } : undefined,
  );
  return app;
}
