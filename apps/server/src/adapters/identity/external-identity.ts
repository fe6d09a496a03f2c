import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { type IdentityProvider, IdentityUnavailableError } from './identity-provider';
import { verifyIdToken } from './verify-id-token';

const discoveryDocument = z.object({ issuer: z.string(), jwks_uri: z.url() });

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
  let keys: Promise<{ issuer: string; getKey: JWTVerifyGetKey }> | undefined;

  async function discover(): Promise<{ issuer: string; getKey: JWTVerifyGetKey }> {
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
    };
  }

  return {
    kind: 'external',
    clientConfig: { issuer: options.issuer, clientId: options.clientId },
    async verifyIdToken(idToken) {
      keys ??= discover();
      // A failed discovery is retried on the next sign-in instead of being remembered.
      const { issuer, getKey } = await keys.catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
      return verifyIdToken(idToken, { issuer, audience: options.audience ?? options.clientId, getKey });
    },
  };
}
