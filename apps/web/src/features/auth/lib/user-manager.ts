import type { AuthConfig } from '@sitewatch/shared';
import { loginPath } from '@sitewatch/shared/paths';
import { UserManager, type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { getAuthConfig } from '../api/get-auth-config';

/** Spec section 9: request timeout 10 s, popup timeout 60 s (the token request retries: retry-token-requests.ts). */
const requestTimeoutSeconds = 10;
const popupTimeoutSeconds = 60;

export function userManagerSettings(config: AuthConfig, origin: string): UserManagerSettings {
  return {
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${loginPath}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    // The embedded provider asks for an email every time, so anyone can switch person on a demo.
    ...(config.prompt ? { prompt: config.prompt } : {}),
    requestTimeoutInSeconds: requestTimeoutSeconds,
    silentRequestTimeoutInSeconds: requestTimeoutSeconds,
    popupWindowFeatures: { closePopupWindowAfterInSeconds: popupTimeoutSeconds },
    // The server asks UserInfo itself (with the access token the login call hands over) and checks
    // its subject; the browser has no use for those claims.
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  };
}

let signInConfig: Promise<AuthConfig> | undefined;
let userManager: Promise<UserManager> | undefined;

/** The server's sign-in configuration, fetched once per page (a failure is retried next time). */
export function getSignInConfig(): Promise<AuthConfig> {
  signInConfig ??= getAuthConfig().catch((error: unknown) => {
    signInConfig = undefined;
    throw error;
  });
  return signInConfig;
}

/** One UserManager per page, built from the server's sign-in configuration. */
export function getUserManager(): Promise<UserManager> {
  userManager ??= getSignInConfig()
    .then((config) => new UserManager(userManagerSettings(config, window.location.origin)))
    .catch((error: unknown) => {
      userManager = undefined;
      throw error;
    });
  return userManager;
}
