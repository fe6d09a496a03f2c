import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EmbeddedProvider } from './embedded-provider';
import { loadOrCreateEmbeddedProviderKeys } from './embedded-provider-keys';
import { createExternalIdentity } from './external-identity';
import type { IdentityProvider } from './identity-provider';

export interface Identity {
  identity: IdentityProvider;
  /** Present when the product runs its own provider (OIDC_ISSUER unset). */
  embedded?: EmbeddedProvider;
}

/** OIDC_ISSUER set: that issuer. Unset: the embedded provider under /oidc (oidc-provider loads only then). */
export async function createIdentity(
  config: Config,
  db: Db,
  onError: (error: unknown, message: string) => void,
): Promise<Identity> {
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID) {
    return {
      identity: createExternalIdentity({
        issuer: config.OIDC_ISSUER,
        clientId: config.OIDC_CLIENT_ID,
        audience: config.OIDC_AUDIENCE,
      }),
    };
  }
  const { createEmbeddedProvider } = await import('./embedded-provider');
  const embedded = createEmbeddedProvider({
    publicUrl: config.PUBLIC_URL,
    // `npm run dev:web` serves the app from Vite's port and proxies /api and /oidc here.
    extraOrigins: config.NODE_ENV === 'development' ? ['http://localhost:5173'] : [],
    keys: loadOrCreateEmbeddedProviderKeys(config.DATA_DIR),
    db,
    onError,
  });
  return { identity: embedded.identity, embedded };
}
