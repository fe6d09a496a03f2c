import { csrfHeaderName, csrfHeaderValue } from '@sitewatch/shared';

/** Spec section 8: the login call not answering 204 is 'Login failed'. */
export const loginFailedMessage = 'Login failed';

/** POST /api/user/login with the ID token (spec section 7 names the field accessToken); only 204 is success. */
export async function loginWithIdToken(idToken: string): Promise<void> {
  const response = await fetch('/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [csrfHeaderName]: csrfHeaderValue },
    body: JSON.stringify({ accessToken: idToken }),
    credentials: 'same-origin',
  }).catch(() => null);
  if (response?.status !== 204) throw new Error(loginFailedMessage);
}
