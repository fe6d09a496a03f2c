import { z } from 'zod';

/** GET /api/auth/config: which OpenID Connect provider this server uses, so one web build serves any issuer. */
export const authConfig = z.object({
  issuer: z.string(),
  clientId: z.string(),
  /** 'login' asks the provider to show its sign-in page every time (the embedded one: pick any email). */
  prompt: z.literal('login').optional(),
  /**
   * Sign-out also ends the provider's session through its end_session_endpoint (RP-initiated
   * logout), when the provider offers one; false keeps sign-out local to Sitewatch.
   */
  endProviderSession: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfig>;
