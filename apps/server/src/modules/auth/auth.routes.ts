import { authConfig, loginRequest } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type IdentityProvider,
  IdentityUnavailableError,
  IdTokenRejectedError,
} from '../../adapters/identity/identity-provider';
import { AppError } from '../../lib/app-error';
import { bodyLimits } from '../../plugins/body-limits';
import { rateLimits } from '../../plugins/rate-limits';
import { assertSameSiteWrite } from '../../plugins/session';
import { deleteSession, sessionCookieName } from '../../plugins/session-store';
import { claimIdToken } from './claim-id-token';
import { signInUser } from './sign-in-user';

export interface AuthRoutesOptions {
  identity: IdentityProvider;
}

/** Sign-in configuration for the web app, login with an ID token, logout (spec section 7). */
export async function authRoutes(app: FastifyInstance, { identity }: AuthRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;

  // The web app asks which provider to use, so one build works with the embedded and any external issuer.
  r.get('/api/auth/config', { schema: { response: { 200: authConfig } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { ...identity.clientConfig, endProviderSession: app.deps.config.OIDC_END_PROVIDER_SESSION };
  });

  r.post(
    '/api/user/login',
    {
      schema: { body: loginRequest },
      bodyLimit: bodyLimits.login,
      config: { rateLimit: rateLimits.login.perAddress },
    },
    async (request, reply) => {
      assertSameSiteWrite(request);
      let verified: Awaited<ReturnType<IdentityProvider['verifySignIn']>>;
      try {
        verified = await identity.verifySignIn({
          idToken: request.body.accessToken,
          accessToken: request.body.providerAccessToken,
        });
      } catch (error) {
        if (error instanceof IdTokenRejectedError) {
          request.log.info({ reason: error.message }, 'identity token rejected');
          throw new AppError('UNAUTHORIZED', `Invalid identity token: ${error.message}`);
        }
        if (error instanceof IdentityUnavailableError) {
          request.log.warn({ reason: error.message }, 'identity provider unavailable');
          throw new AppError('UNAVAILABLE', 'The identity provider could not be reached. Please try again.');
        }
        throw error;
      }
      if (!(await claimIdToken(database.db, request.body.accessToken))) {
        request.log.info('identity token replayed');
        throw new AppError('UNAUTHORIZED', 'This sign-in was already used. Please sign in again.');
      }
      const userId = await signInUser(database.db, verified);
      // A sign-in may update the account (email, name from the provider): cached sessions reread it.
      await app.deps.access.announce({ kind: 'user', userId });
      // A new sign-in never reuses the session this browser had before (session fixation).
      const previous = request.cookies[sessionCookieName];
      if (previous) await deleteSession(database.db, previous, app.deps.access);
      await app.startSession(reply, userId);
      return reply.status(204).send();
    },
  );

  r.post('/api/user/logout', async (request, reply) => {
    assertSameSiteWrite(request);
    await app.endSession(request, reply);
    return reply.status(204).send();
  });
}
