import type { User } from '@sitewatch/shared';
import { readUser } from '@sitewatch/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export const userQueryKey = ['user'] as const;

/** GET /api/user: the signed-in manager, or null when not signed in (401, spec section 7). */
export async function getUser(): Promise<User | null> {
  try {
    return await apiFetch('/api/user', { schema: readUser });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = queryOptions({ queryKey: userQueryKey, queryFn: getUser, staleTime: 60_000 });

export function useUser() {
  return useQuery(userQueryOptions);
}
