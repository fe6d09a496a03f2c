import { type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import { IdentityUnavailableError, IdTokenRejectedError } from './identity-provider';
import { acceptedIdTokenAlgorithms } from './verify-id-token';

export interface FetchUserInfoOptions {
  endpoint: string;
  accessToken: string;
  timeoutMs: number;
  /** For a signed UserInfo answer (application/jwt): its issuer and keys are the ID token's. */
  issuer: string;
  getKey: JWTVerifyGetKey;
}

/**
 * GET the issuer's UserInfo endpoint with the access token (Core 5.3.1). A refused token is the
 * browser's fault (401 for the login); anything else is the provider being unreachable (503).
 */
export async function fetchUserInfo(options: FetchUserInfoOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(options.endpoint, {
      headers: { authorization: `Bearer ${options.accessToken}`, accept: 'application/json, application/jwt' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new IdentityUnavailableError(`UserInfo failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status === 401 || response.status === 403) {
    throw new IdTokenRejectedError(`UserInfo refused the access token (${response.status})`);
  }
  if (!response.ok) throw new IdentityUnavailableError(`UserInfo answered ${response.status}`);
  const contentType = response.headers.get('content-type') ?? '';
  try {
    if (!contentType.includes('application/jwt')) return await response.json();
    // A signed answer (Core 5.3.2): checked like an ID token, audience optional for some providers.
    const { payload } = await jwtVerify(await response.text(), options.getKey, {
      issuer: options.issuer,
      algorithms: acceptedIdTokenAlgorithms,
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw new IdTokenRejectedError(`UserInfo JWT: ${error.message}`);
    throw new IdentityUnavailableError('UserInfo answered something that is not JSON');
  }
}
