import { z } from 'zod';

/** GET /api/auth/config: which OpenID Connect provider this server uses (embedded or external). */
export const authConfig = z.object({
  issuer: z.string(),
  clientId: z.string(),
  prompt: z.literal('login').optional(),
});
export type AuthConfig = z.infer<typeof authConfig>;
