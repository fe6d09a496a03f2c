import type { FastifyInstance } from 'fastify';
import { createIdentity } from '../../adapters/identity/create-identity';
import { mountEmbeddedProvider } from '../../adapters/identity/embedded-provider.plugin';
import { authRoutes } from './auth.routes';

/**
 * Sign-in: the identity provider (OIDC_ISSUER, or the embedded one under /oidc) and the auth
 * routes. Called on the root instance: the provider's middleware must see /oidc requests that no
 * Fastify route matches.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  const { config, database } = app.deps;
  const { identity, embedded } = createIdentity(config, database.db, (error, message) =>
    app.log.error({ err: error }, message),
  );
  if (embedded) {
    app.log.warn(
      'The embedded sign-in provider is on (%s/oidc): anyone can sign in with any email address. It is for local use and demos; set OIDC_ISSUER and OIDC_CLIENT_ID to use your identity provider.',
      config.PUBLIC_URL,
    );
    await mountEmbeddedProvider(app, embedded, database.db);
  }
  await app.register(authRoutes, { identity });
}
