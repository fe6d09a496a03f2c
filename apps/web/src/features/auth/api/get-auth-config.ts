import { type AuthConfig, authConfig } from '@sitewatch/shared';
import { apiFetch } from '../../../lib/api-client';

export type { AuthConfig };

/** GET /api/auth/config: which OpenID Connect provider this server uses (embedded or external). */
export function getAuthConfig(): Promise<AuthConfig> {
  return apiFetch('/api/auth/config', { schema: authConfig });
}
