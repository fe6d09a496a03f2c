import type { Site } from '@sitewatch/shared';
import { readSite } from '@sitewatch/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const siteQueryKey = (siteId: string) => ['site', siteId] as const;

/** GET /api/site/{siteId} (spec section 7): the manager's own site, else 404. */
export function siteQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: siteQueryKey(siteId),
    queryFn: ({ signal }): Promise<Site> =>
      apiFetch(`/api/site/${encodeURIComponent(siteId)}`, { schema: readSite, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useSite(siteId: string) {
  return useQuery(siteQueryOptions(siteId));
}
