import { csrfHeaderName, csrfHeaderValue, type LoginRequest } from '@sitewatch/shared';

/** Spec section 8: the login call not answering 204 is 'Login failed'. */
export const loginFailedMessage = 'Login failed';

/**
 * POST /api/user/login with the ID token (spec section 7 names the field accessToken) and the
 * provider's access token, which the server needs when the provider releases email and name only
 * through UserInfo. Only 204 is success.
 */
export async function loginWithIdToken(idToken: string, providerAccessToken?: string): Promise<void> {
  const body: LoginRequest = { accessToken: idToken, ...(providerAccessToken ? { providerAccessToken } : {}) };
  const response = await fetch('/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [csrfHeaderName]: csrfHeaderValue },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  }).catch(() => null);
  if (response?.status !== 204) throw new Error(loginFailedMessage);
}
