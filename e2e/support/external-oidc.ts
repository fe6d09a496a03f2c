import type { Server } from 'node:http';
import { loginPath } from '@sitewatch/shared/paths';
import Provider from 'oidc-provider';

/**
 * A separately started OpenID Connect provider (oidc-provider with its own development login,
 * consent and logout pages) on another loopback port, on oidc-provider's standard claim behaviour:
 * like LemonLDAP::NG on its defaults, it releases email and name only through UserInfo.
 */
export interface ExternalOidcProvider {
  issuer: string;
  clientId: string;
  /** What the provider did, for the test to check it against what the product needed. */
  seen: { userInfoRequests: number; idTokensWithEmail: number; idTokensIssued: number; endSessions: number };
  close(): Promise<void>;
}

export async function startExternalOidcProvider(options: {
  port: number;
  clientId: string;
  redirectOrigin: string;
}): Promise<ExternalOidcProvider> {
  const issuer = `http://localhost:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${options.redirectOrigin}${loginPath}`],
        post_logout_redirect_uris: [`${options.redirectOrigin}/`],
        id_token_signed_response_alg: 'RS256',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The development login page takes any login; here the login is the person's email.
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: `external|${id}`, email: id, email_verified: true, name: 'External Person' }),
    }),
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    clientBasedCORS: (_ctx, origin) => origin === options.redirectOrigin,
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 3600, Interaction: 3600, Session: 3600, Grant: 3600 },
  });
  const seen = { userInfoRequests: 0, idTokensWithEmail: 0, idTokensIssued: 0, endSessions: 0 };
  provider.on('end_session.success', () => {
    seen.endSessions++;
  });
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path === '/me' && ctx.status === 200) seen.userInfoRequests++;
    const idToken = (ctx.body as { id_token?: unknown } | undefined)?.id_token;
    if (ctx.path === '/token' && typeof idToken === 'string') {
      seen.idTokensIssued++;
      const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
      if (payload.email) seen.idTokensWithEmail++;
    }
  });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = provider.listen(options.port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  return {
    issuer,
    clientId: options.clientId,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
