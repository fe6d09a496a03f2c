import { loginWithIdToken } from '../api/login';
import { withTokenRequestRetries } from './retry-token-requests';
import { getSignInConfig, getUserManager } from './user-manager';

/** Spec section 2: for this message the loading view stays instead of the error. */
export const invalidStateMessage = 'Invalid State';

/** Whether /login was reached from the provider (a code or an error, and the state). */
export function isSignInCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** What people read for the OpenID Connect errors a provider sends back (RFC 6749 4.1.2.1, OIDC Core 3.1.2.6). */
const providerErrorTexts: Record<string, string> = {
  access_denied: 'Sign-in was cancelled, or the sign-in provider refused it.',
  login_required: 'The sign-in provider needs you to sign in again.',
  consent_required: 'The sign-in provider needs your consent before Sitewatch can sign you in.',
  interaction_required: 'The sign-in provider needs you to finish signing in there.',
  account_selection_required: 'The sign-in provider needs you to choose an account.',
  temporarily_unavailable: 'The sign-in provider is unavailable for a moment. Please try again shortly.',
  server_error: 'The sign-in provider ran into a problem. Please try again shortly.',
};

/**
 * The provider's own error on the way back to /login (`?error=access_denied&error_description=…`), in words,
 * whatever the state says: a refused or cancelled sign-in is not a slow one. Undefined without an error.
 */
export function readProviderError(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const code = params.get('error');
  if (!code) return undefined;
  const description = params.get('error_description')?.slice(0, 300);
  const text = Object.hasOwn(providerErrorTexts, code)
    ? providerErrorTexts[code]
    : 'The sign-in provider refused the sign-in.';
  return `${text} (${description ? `${description}; ` : ''}${code.slice(0, 60)})`;
}

function normalizeError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  // oidc-client-ts words a missing or replayed state like this; the product calls it 'Invalid State'.
  if (/no matching state|no state in response/i.test(message)) return new Error(invalidStateMessage);
  return error instanceof Error ? error : new Error(message);
}

async function run(url: string): Promise<void> {
  const manager = await getUserManager();
  const tokenEndpoint = await manager.metadataService.getTokenEndpoint(false);
  const user = await withTokenRequestRetries(tokenEndpoint, () => manager.signinRedirectCallback(url));
  if (!user.id_token) throw new Error('The identity provider returned no ID token');
  await loginWithIdToken(user.id_token, user.access_token || undefined);
}

const inFlight = new Map<string, Promise<void>>();

/**
 * Finishes sign-in on /login: the code exchange (PKCE) and the server login with the ID token.
 * Runs once per callback URL, so a re-rendered or re-mounted page does not replay the code.
 */
export function completeSignIn(url: string): Promise<void> {
  let promise = inFlight.get(url);
  if (!promise) {
    promise = run(url).catch((error: unknown) => {
      throw normalizeError(error);
    });
    inFlight.set(url, promise);
  }
  return promise;
}

export async function startSignIn(): Promise<void> {
  const manager = await getUserManager();
  await manager.signinRedirect();
}

/**
 * Ends the browser's record of the sign-in (the server session is ended by the logout call). When
 * the server allows it and the provider offers an end_session_endpoint, the provider's session
 * ends too (RP-initiated logout with id_token_hint and post_logout_redirect_uri): otherwise the
 * next Sign In on a shared computer would sign the last person straight back in. Resolves
 * 'redirecting' when the browser is on its way to the provider.
 */
export async function endClientSession(): Promise<'redirecting' | 'done'> {
  const [manager, config] = await Promise.all([getUserManager(), getSignInConfig()]);
  await manager.clearStaleState();
  const endSessionEndpoint = config.endProviderSession
    ? await manager.metadataService.getEndSessionEndpoint().catch(() => undefined)
    : undefined;
  if (endSessionEndpoint) {
    // Reads the stored user's ID token as id_token_hint, removes the user, then navigates away.
    await manager.signoutRedirect();
    return 'redirecting';
  }
  await manager.removeUser();
  return 'done';
}
