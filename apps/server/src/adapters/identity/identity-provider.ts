import type { AuthConfig } from '@sitewatch/shared';

/** The person an identity provider vouched for, read from a verified ID token. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
  /** The provider's name claim, if any; it only prefills account setup. */
  name: string | null;
}

/** What a verified ID token says; email and name may be left for the UserInfo endpoint (Core 5.4). */
export interface IdTokenClaims {
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
}

/** What the browser hands over after the code exchange. */
export interface SignInTokens {
  idToken: string;
  /** The provider's access token; only used to call its UserInfo endpoint. */
  accessToken?: string | undefined;
}

/** What the web app needs to start sign-in: the same build works with any issuer. */
export type SignInClientConfig = Omit<AuthConfig, 'endProviderSession'>;

/** The identity port: the embedded provider and any external issuer look the same to the login route. */
export interface IdentityProvider {
  kind: 'embedded' | 'external';
  clientConfig: SignInClientConfig;
  /**
   * Verifies the ID token and, when it lacks email or name, completes them from UserInfo with the
   * access token. Throws IdTokenRejectedError (401) or IdentityUnavailableError (503).
   */
  verifySignIn(tokens: SignInTokens): Promise<VerifiedIdentity>;
}

export class IdTokenRejectedError extends Error {
  override name = 'IdTokenRejectedError';
}

export class IdentityUnavailableError extends Error {
  override name = 'IdentityUnavailableError';
}
