/** Sign-in: the identity provider's routes, login with an ID token, logout. */
export { registerAuth } from './register-auth';
