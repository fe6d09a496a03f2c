import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import { loadOrCreateEmbeddedProviderKeys, toPublicJwk } from '../../src/adapters/identity/embedded-provider-keys';

/** A signing key of our own for a test issuer (P-256, like the embedded provider's). */
export function createTestSigningKey(): JWK {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: randomUUID(), alg: 'ES256', use: 'sig' };
}

export const publicJwks = (...keys: JWK[]) => ({ keys: keys.map(toPublicJwk) });

/** The embedded provider's own signing key, read from the data folder as the server does. */
export function embeddedSigningKey(dataDir: string): JWK {
  const [key] = loadOrCreateEmbeddedProviderKeys(dataDir).signingKeys;
  if (!key) throw new Error('no embedded signing key');
  return key;
}

export interface TokenOptions {
  key: JWK;
  issuer: string;
  audience: string | string[];
  subject?: string;
  claims?: JWTPayload;
  /** Seconds from now; negative for a token that has expired. */
  expiresIn?: number;
  alg?: string;
}

/** Signs an ID token as an identity provider would. */
export async function signIdToken(options: TokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const alg = options.alg ?? 'ES256';
  const key = await importJWK(options.key, alg);
  return new SignJWT({ email: 'person@example.com', name: 'Test Person', ...options.claims })
    .setProtectedHeader({ alg, kid: options.key.kid, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setSubject(options.subject ?? `subject-${randomUUID()}`)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + (options.expiresIn ?? 300))
    .sign(key);
}

/** An unsigned token (`alg: none`), which must never be accepted. */
export function unsignedToken(payload: JWTPayload): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}
