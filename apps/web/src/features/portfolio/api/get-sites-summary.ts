import { type SitesSummary, sitesSummary } from '@sitewatch/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const sitesSummaryQueryKey = ['sites-summary'] as const;

/** GET /api/sites/summary: the open and critical counts of every site of the user, for the side menu. */
export const sitesSummaryQueryOptions = queryOptions({
  queryKey: sitesSummaryQueryKey,
  queryFn: ({ signal }): Promise<SitesSummary> => apiFetch('/api/sites/summary', { schema: sitesSummary, signal }),
  staleTime: 30_000,
});
