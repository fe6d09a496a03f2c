import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { completeIdentity } from './complete-identity';
import { fetchUserInfo } from './fetch-user-info';
import { type IdentityProvider, IdentityUnavailableError } from './identity-provider';
import { verifyIdToken } from './verify-id-token';

const discoveryDocument = z.object({ issuer: z.string(), jwks_uri: z.url(), userinfo_endpoint: z.url().optional() });

interface Discovered {
  issuer: string;
  getKey: JWTVerifyGetKey;
  userInfoEndpoint: string | undefined;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export interface ExternalIdentityOptions {
  issuer: string;
  clientId: string;
  /** The expected `aud` when it is not the client id. */
  audience?: string | undefined;
  /** Longest wait for the discovery document and the keys. */
  timeoutMs?: number;
}

/**
 * Any OpenID Connect issuer (Auth0, Keycloak, Microsoft Entra ID, Google...): its discovery
 * document names the JWKS; keys are fetched on first use and cached (jose refetches on an
 * unknown key id, so the provider can rotate its keys).
 */
export function createExternalIdentity(options: ExternalIdentityOptions): IdentityProvider {
  const timeoutMs = options.timeoutMs ?? 5000;
  let discovered: Promise<Discovered> | undefined;

  async function discover(): Promise<Discovered> {
    const url = `${withoutTrailingSlash(options.issuer)}/.well-known/openid-configuration`;
    let json: unknown;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      json = await response.json();
    } catch (error) {
      throw new IdentityUnavailableError(`discovery failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = discoveryDocument.safeParse(json);
    if (!parsed.success) throw new IdentityUnavailableError(`${url} is not an OpenID Connect discovery document`);
    // The document's issuer is the exact `iss` the tokens carry (Auth0 keeps a trailing slash).
    if (withoutTrailingSlash(parsed.data.issuer) !== withoutTrailingSlash(options.issuer)) {
      throw new IdentityUnavailableError(`discovery names issuer ${parsed.data.issuer}, not ${options.issuer}`);
    }
    return {
      issuer: parsed.data.issuer,
      getKey: createRemoteJWKSet(new URL(parsed.data.jwks_uri), { timeoutDuration: timeoutMs }),
      userInfoEndpoint: parsed.data.userinfo_endpoint,
    };
  }

  return {
    kind: 'external',
    clientConfig: { issuer: options.issuer, clientId: options.clientId },
    async verifySignIn({ idToken, accessToken }) {
      discovered ??= discover();
      // A failed discovery is retried on the next sign-in instead of being remembered.
      const { issuer, getKey, userInfoEndpoint } = await discovered.catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      const audience = options.audience ?? options.clientId;
      const claims = await verifyIdToken(idToken, { issuer, audience, getKey });
      const loadUserInfo = userInfoEndpoint
        ? (token: string) =>
            fetchUserInfo({ endpoint: userInfoEndpoint, accessToken: token, timeoutMs, issuer, getKey })
        : undefined;
      return completeIdentity(claims, accessToken, loadUserInfo);
    },
  };
}
