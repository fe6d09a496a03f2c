/**
 * Sign-in: the OpenID Connect redirect and its callback, ending the session (on the server and at the provider),
 * and the page to come back to after signing in.
 */
export { logout } from './api/logout';
export {
  completeSignIn,
  endClientSession,
  invalidStateMessage,
  isSignInCallback,
  readProviderError,
  startSignIn,
} from './lib/complete-sign-in';
export { isReturningToInvitation, rememberReturnPath, takeReturnPath } from './lib/return-path';
