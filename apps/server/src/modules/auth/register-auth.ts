import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes';

/**
 * Sign-in: the identity provider built by the composition root (OIDC_ISSUER, or the embedded one
 * under /oidc) and the auth routes. Called on the root instance: the provider's middleware must see
 * /oidc requests that no Fastify route matches.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  const { config, database, identity } = app.deps;
  if (identity.embedded) {
    app.log.warn(
      'The embedded sign-in provider is on (%s/oidc): anyone can sign in with any email address. It is for local use and demos; set OIDC_ISSUER and OIDC_CLIENT_ID to use your identity provider.',
      config.PUBLIC_URL,
    );
    const { mountEmbeddedProvider } = await import('../../adapters/identity/embedded-provider.plugin');
    await mountEmbeddedProvider(app, identity.embedded, database.db);
  }
  await app.register(authRoutes, { identity: identity.identity });
}
