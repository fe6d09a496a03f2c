import { type Insights, insights } from '@sitewatch/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** A site's insights, or (null) those of every site of the user together. */
export const insightsQueryKey = (siteId: string | null, weeks: number) => ['insights', siteId, weeks] as const;

/** GET /api/site/{siteId}/insights?weeks, or GET /api/insights?weeks: the figures of the last `weeks` weeks. */
export function insightsQueryOptions(siteId: string | null, weeks: number) {
  const path = siteId === null ? '/api/insights' : `/api/site/${encodeURIComponent(siteId)}/insights`;
  return queryOptions({
    queryKey: insightsQueryKey(siteId, weeks),
    queryFn: ({ signal }): Promise<Insights> => apiFetch(`${path}?weeks=${weeks}`, { schema: insights, signal }),
    staleTime: 60_000,
  });
}

/** The figures, keeping the previous period's on screen while another period loads. */
export function useInsights(siteId: string | null, weeks: number) {
  return useQuery({ ...insightsQueryOptions(siteId, weeks), placeholderData: keepPreviousData });
}
