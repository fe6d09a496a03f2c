import { loginPath } from '@sitewatch/shared/paths';
import { createLocalJWKSet } from 'jose';
import type { Configuration, KoaContextWithOIDC, default as Provider } from 'oidc-provider';
import type { Db } from '../../db/client';
import { completeIdentity } from './complete-identity';
import { findEmbeddedAccount } from './embedded-accounts';
import { type EmbeddedProviderKeys, toPublicJwk } from './embedded-provider-keys';
import { embeddedClientId, embeddedProviderMountPath, interactionPath } from './embedded-provider-paths';
import { type IdentityProvider, IdTokenRejectedError } from './identity-provider';
import { renderProviderErrorPage } from './sign-in-page';
import { verifyIdToken } from './verify-id-token';

const scopes = 'openid profile email';

export interface EmbeddedProviderOptions {
  publicUrl: string;
  /** Sign-in may also come back to these origins (the Vite dev server in development). */
  extraOrigins?: string[];
  keys: EmbeddedProviderKeys;
  db: Db;
  onError: (error: unknown, message: string) => void;
}

export interface EmbeddedProvider {
  /**
   * The oidc-provider instance, loaded and built on the first sign-in request: it is about 30 MB and
   * 250 ms at start-up that a server nobody signs in to does not need. Every call answers the same one.
   */
  loadProvider(): Promise<Provider>;
  identity: IdentityProvider;
}

/**
 * A real OpenID Connect provider (oidc-provider) for local use and demos: authorization code with
 * PKCE (required for this public client), discovery, JWKS, token endpoint at {issuer}/oauth/token.
 * Its sign-in page accepts any email, so production refuses it unless explicitly enabled (config.ts).
 */
export function createEmbeddedProvider(options: EmbeddedProviderOptions): EmbeddedProvider {
  const issuer = `${options.publicUrl}${embeddedProviderMountPath}`;
  const origins = [options.publicUrl, ...(options.extraOrigins ?? [])];
  const configuration: Configuration = {
    clients: [
      {
        client_id: embeddedClientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}${loginPath}`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
        // Without it the authorization request answers 400 (the provider has no default for this client).
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: options.keys.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: options.keys.cookieKeys },
    // oidc-provider's standard behaviour (conformIdTokenClaims): with an access token issued, email
    // and name are released through UserInfo only, as many real providers do.
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, accountId) {
      const account = await findEmbeddedAccount(options.db, accountId);
      if (!account) return undefined;
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          email: account.email,
          email_verified: true,
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    pkce: { required: () => true },
    routes: { token: '/oauth/token' },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    // The product is this provider's only client: there is nothing to consent to.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(scopes);
      await grant.save();
      return grant;
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderProviderErrorPage(out.error_description ?? out.error);
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 86_400,
      // Short: every Sign In shows the page anyway (prompt=login), so a long provider session buys nothing.
      Session: 3600,
    },
  };
  let loading: Promise<Provider> | undefined;
  const loadProvider = () => {
    loading ??= Promise.all([import('oidc-provider'), import('./oidc-payload-adapter')]).then(
      ([{ default: Provider }, { createOidcPayloadAdapter }]) => {
        const adapter = createOidcPayloadAdapter(options.db, (error) =>
          options.onError(error, 'sweeping oidc_payloads failed'),
        );
        const provider = new Provider(issuer, { ...configuration, adapter });
        // The mount rewrites Host and X-Forwarded-Proto from PUBLIC_URL before each request reaches the provider
        // (embedded-provider.plugin.ts), so the provider may read them: discovery never follows a request's headers.
        provider.proxy = true;
        provider.on('server_error', (_ctx, error) => options.onError(error, 'embedded sign-in provider error'));
        return provider;
      },
    );
    return loading;
  };

  const getKey = createLocalJWKSet({ keys: options.keys.signingKeys.map(toPublicJwk) });
  // What the provider's own UserInfo endpoint would answer, read in-process: the server need not
  // reach its public address over the network.
  async function loadUserInfo(accessToken: string): Promise<unknown> {
    const provider = await loadProvider();
    const token = await provider.AccessToken.find(accessToken);
    if (!token || token.isExpired || token.clientId !== embeddedClientId || !token.accountId) {
      throw new IdTokenRejectedError('the access token is unknown or expired');
    }
    const account = await findEmbeddedAccount(options.db, token.accountId);
    if (!account) throw new IdTokenRejectedError('the access token names no account');
    const granted = new Set(String(token.scope ?? '').split(' '));
    return {
      sub: token.accountId,
      ...(granted.has('email') ? { email: account.email } : {}),
      ...(granted.has('profile') && account.name ? { name: account.name } : {}),
    };
  }
  const identity: IdentityProvider = {
    kind: 'embedded',
    clientConfig: { issuer, clientId: embeddedClientId, prompt: 'login' },
    async verifySignIn({ idToken, accessToken }) {
      const claims = await verifyIdToken(idToken, { issuer, audience: embeddedClientId, getKey });
      return completeIdentity(claims, accessToken, loadUserInfo);
    },
  };
  return { loadProvider, identity };
}
