import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/auth/config: which OpenID Connect provider this server uses (embedded or external). */
export const authConfig = z.object({
  issuer: z.string(),
  clientId: z.string(),
  prompt: z.literal('login').optional(),
});
export type AuthConfig = z.infer<typeof authConfig>;

export function getAuthConfig(): Promise<AuthConfig> {
  return apiFetch('/api/auth/config', { schema: authConfig });
}
