import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../../src/config';
import { type LiveRoutesOptions, liveRoutes } from '../../src/modules/live/live.routes';
import { registerErrorHandler } from '../../src/plugins/error-handler';
import { registerSession } from '../../src/plugins/session';
import type { TestApp } from '../support/build-test-app';

/**
 * The live routes alone, on a test app's database and deps, with options the whole app does not take
 * (a short lifetime, small bounds) or settings of its own (a short session). Closing drops the keep-alive
 * sockets refused requests leave behind.
 */
export async function startLiveRoutesAlone(
  t: TestApp,
  options: LiveRoutesOptions,
  config: Partial<Config> = {},
): Promise<{ server: FastifyInstance; baseUrl: string }> {
  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.decorate('deps', { ...t.app.deps, config: { ...t.app.deps.config, ...config } });
  registerErrorHandler(server);
  await registerSession(server);
  await server.register(liveRoutes, options);
  return { server, baseUrl: await server.listen({ host: '127.0.0.1', port: 0 }) };
}
