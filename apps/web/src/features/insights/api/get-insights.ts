import { type Insights, insights } from '@sitewatch/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const insightsQueryKey = (siteId: string, weeks: number) => ['insights', siteId, weeks] as const;

/** GET /api/site/{siteId}/insights?weeks: the site's figures for the last `weeks` whole weeks. */
export function insightsQueryOptions(siteId: string, weeks: number) {
  return queryOptions({
    queryKey: insightsQueryKey(siteId, weeks),
    queryFn: ({ signal }): Promise<Insights> =>
      apiFetch(`/api/site/${encodeURIComponent(siteId)}/insights?weeks=${weeks}`, { schema: insights, signal }),
    staleTime: 60_000,
  });
}

/** The figures, keeping the previous period's on screen while another period loads. */
export function useInsights(siteId: string, weeks: number) {
  return useQuery({ ...insightsQueryOptions(siteId, weeks), placeholderData: keepPreviousData });
}
