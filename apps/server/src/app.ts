import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { Database } from './db/client';
import { createDomainEvents } from './lib/domain-events';
import { healthRoutes } from './modules/health/health.routes';
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

  const deps: AppDeps = { config, database, events: createDomainEvents() };
  app.decorate('deps', deps);

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await registerSession(app);
  await registerSiteAccess(app);

  await app.register(healthRoutes);

  await registerSpa(app, options.webDist);
  return app;
}
