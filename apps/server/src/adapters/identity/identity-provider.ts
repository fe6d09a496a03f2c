/** The person an identity provider vouched for, read from a verified ID token. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
  /** The provider's name claim, if any; it only prefills account setup. */
  name: string | null;
}

/** What the web app needs to start sign-in: the same build works with any issuer. */
export interface SignInClientConfig {
  issuer: string;
  clientId: string;
  /** 'login' asks the provider to show its sign-in page every time (the embedded one: pick any email). */
  prompt?: 'login';
}

/** The identity port: the embedded provider and any external issuer look the same to the login route. */
export interface IdentityProvider {
  kind: 'embedded' | 'external';
  clientConfig: SignInClientConfig;
  /** Resolves the identity, or throws IdTokenRejectedError (401) / IdentityUnavailableError (503). */
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
}

export class IdTokenRejectedError extends Error {
  override name = 'IdTokenRejectedError';
}

export class IdentityUnavailableError extends Error {
  override name = 'IdentityUnavailableError';
}
