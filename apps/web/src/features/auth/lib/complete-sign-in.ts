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
