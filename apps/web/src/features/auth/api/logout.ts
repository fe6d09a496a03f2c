import { apiFetch } from '../../../lib/api-client';

/** POST /api/user/logout: the server deletes the session, so the old cookie stops working. */
export function logout(): Promise<void> {
  return apiFetch('/api/user/logout', { method: 'POST' });
}
