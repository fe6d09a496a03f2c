import middie from '@fastify/middie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, default as Provider } from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rateLimits } from '../../plugins/rate-limits';
import { saveEmbeddedAccount } from './embedded-accounts';
import type { EmbeddedProvider } from './embedded-provider';
import { embeddedProviderMountPath, interactionPath } from './embedded-provider-paths';
import {
  renderProviderErrorPage,
  renderSignInPage,
  signInFaviconPath,
  signInFontPath,
  signInStylesheetPath,
} from './sign-in-page';
import { readSignInFont, signInFavicon } from './sign-in-page-assets';
import { signInPageStyles } from './sign-in-page-styles';

const signInForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address')
    .max(254, 'That email address is too long')
    .pipe(z.email('Enter a valid email address')),
  name: z
    .string()
    .trim()
    .max(255, 'Name must be less than 255 characters')
    .optional()
    .transform((v) => (v ? v : null)),
});

const uidParams = z.object({ uid: z.string().min(1).max(100) });

/** Paths under /oidc that Fastify serves (with the product's CSP); the provider answers the rest. */
const fastifyServedPrefixes = ['/interaction/', '/assets/'];

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const expiredMessage = 'This sign-in page has expired or was already used.';

/**
 * Mounts the embedded provider under /oidc (middie + provider.callback(), which reads the raw
 * request before Fastify parses any body) and serves its sign-in page.
 */
export async function mountEmbeddedProvider(app: FastifyInstance, embedded: EmbeddedProvider, db: Db): Promise<void> {
  const { loadProvider } = embedded;
  let callback: Promise<ReturnType<Provider['callback']>> | undefined;
  const publicUrl = new URL(embedded.identity.clientConfig.issuer);
  // The token endpoint is served by the provider, not a Fastify route, so its limit is checked here,
  // before middie hands the request over.
  const checkTokenLimit = app.createRateLimit({
    ...rateLimits.oidcToken.perAddress,
    // A limiter without a route: its key names it, so shared counters stay apart from other limits.
    keyGenerator: (request) => `oidc-token:${request.ip}`,
  });
  const tokenPath = `${embeddedProviderMountPath}/oauth/token`;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== tokenPath) return;
    const result = await checkTokenLimit(request);
    if (result.isAllowed || !result.isExceeded) return;
    return reply
      .status(429)
      .header('retry-after', String(result.ttlInSeconds))
      .send({
        error: 'slow_down',
        error_description: `Too many requests; try again in ${result.ttlInSeconds} seconds.`,
      });
  });
  await app.register(middie);
  app.use(embeddedProviderMountPath, (req, res, next) => {
    const path = req.url ?? '/';
    if (fastifyServedPrefixes.some((prefix) => path.startsWith(prefix))) return next();
    // The issuer, discovery and every URL the provider prints come from PUBLIC_URL, never from what a
    // client sends: a forged Host or X-Forwarded-Host would otherwise rewrite the discovery document.
    req.headers.host = publicUrl.host;
    req.headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
    delete req.headers['x-forwarded-host'];
    delete req.headers.forwarded;
    delete req.headers['x-forwarded-for'];
    callback ??= loadProvider().then((provider) => provider.callback());
    callback.then((handle) => handle(req, res), next);
  });

  /** The interaction of this browser (its cookie) for the page's uid, or null (expired, or another site's post). */
  async function findInteraction(request: FastifyRequest, reply: FastifyReply): Promise<Interaction | null> {
    const params = uidParams.safeParse(request.params);
    if (!params.success) return null;
    const provider = await loadProvider();
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
    return details && details.uid === params.data.uid ? details : null;
  }

  await app.register(async (scope) => {
    // The sign-in form is a plain HTML form post; this parser is scoped to these routes only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(signInStylesheetPath, (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(signInPageStyles),
    );
    const signInFont = await readSignInFont();
    scope.get(signInFontPath, (_request, reply) =>
      reply.type('font/woff2').header('cache-control', 'public, max-age=86400').send(signInFont),
    );
    scope.get(signInFaviconPath, (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(signInFavicon),
    );

    scope.get('/oidc/interaction/:uid', async (request, reply) => {
      const details = await findInteraction(request, reply);
      if (!details) return sendPage(reply, 400, renderProviderErrorPage(expiredMessage));
      const { uid } = details;
      if (details.prompt.name === 'consent' && details.session?.accountId) {
        // Not expected (loadExistingGrant grants the product's scopes), but never strand the user.
        const provider = await loadProvider();
        const grant = new provider.Grant({
          accountId: details.session.accountId,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
        return reply.redirect(returnTo, 303);
      }
      const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return sendPage(reply, 200, renderSignInPage({ formAction: `${interactionPath(uid)}/login`, email: loginHint }));
    });

    scope.post(
      '/oidc/interaction/:uid/login',
      { config: { rateLimit: rateLimits.oidcSignIn.perAddress } },
      async (request, reply) => {
        const details = await findInteraction(request, reply);
        if (!details) return sendPage(reply, 400, renderProviderErrorPage(expiredMessage));
        const { uid } = details;
        const raw = (request.body ?? {}) as Record<string, string | undefined>;
        const parsed = signInForm.safeParse(raw);
        if (!parsed.success) {
          const errors: { email?: string; name?: string } = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path[0];
            if ((field === 'email' || field === 'name') && !errors[field]) errors[field] = issue.message;
          }
          const page = renderSignInPage({
            formAction: `${interactionPath(uid)}/login`,
            email: raw.email ?? '',
            name: raw.name ?? '',
            errors,
          });
          return sendPage(reply, 400, page);
        }
        const accountId = await saveEmbeddedAccount(db, parsed.data);
        const provider = await loadProvider();
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  });
}
