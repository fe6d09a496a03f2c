import { decodeProtectedHeader, type JWTPayload, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import { IdentityUnavailableError, type IdTokenClaims, IdTokenRejectedError } from './identity-provider';

/** Asymmetric algorithms only: `none` and HS* (a shared secret the browser could know) never pass. */
export const acceptedIdTokenAlgorithms = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

/** Spec section 9: the identity library allows 60 s of clock leeway; the server matches it. */
export const idTokenClockToleranceSeconds = 60;

const nameLimit = 255;

export interface IdTokenVerifierOptions {
  issuer: string;
  audience: string;
  getKey: JWTVerifyGetKey;
}

export function emailFrom(payload: Record<string, unknown>): string | null {
  // Microsoft Entra ID puts the address in preferred_username unless the email claim is configured.
  for (const claim of [payload.email, payload.preferred_username]) {
    if (typeof claim === 'string' && claim.includes('@')) return claim.trim().toLowerCase();
  }
  return null;
}

export function nameFrom(payload: Record<string, unknown>): string | null {
  if (typeof payload.name !== 'string') return null;
  const name = payload.name.trim().slice(0, nameLimit);
  return name === '' ? null : name;
}

/**
 * Checks an ID token: signature against the issuer's keys, iss, aud, exp/nbf with leeway, algorithm.
 * Email and name are optional here: providers may release them through UserInfo only.
 */
export async function verifyIdToken(idToken: string, options: IdTokenVerifierOptions): Promise<IdTokenClaims> {
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(idToken).alg;
  } catch {
    throw new IdTokenRejectedError('not a signed JWT');
  }
  if (typeof alg !== 'string' || !acceptedIdTokenAlgorithms.includes(alg)) {
    throw new IdTokenRejectedError(`algorithm ${String(alg)} is not accepted`);
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, options.getKey, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: acceptedIdTokenAlgorithms,
      clockTolerance: idTokenClockToleranceSeconds,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWKSTimeout) throw new IdentityUnavailableError('the issuer keys timed out');
    if (error instanceof joseErrors.JOSEError) throw new IdTokenRejectedError(error.message);
    // Anything else (network failure fetching the keys) is the provider being unreachable.
    throw new IdentityUnavailableError(error instanceof Error ? error.message : 'key lookup failed');
  }
  // With several audiences, the token must have been issued to us (OpenID Connect Core 3.1.3.7).
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== options.audience) {
    throw new IdTokenRejectedError('azp does not name this client');
  }
  return { issuer: options.issuer, subject: payload.sub as string, email: emailFrom(payload), name: nameFrom(payload) };
}
