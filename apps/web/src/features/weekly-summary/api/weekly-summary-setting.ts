import { type WeeklySummarySetting, weeklySummarySetting } from '@sitewatch/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const settingPath = (siteId: string) => `/api/site/${encodeURIComponent(siteId)}/weekly-summary`;
export const weeklySummaryQueryKey = (siteId: string) => ['weekly-summary', siteId] as const;

/** GET /api/site/{siteId}/weekly-summary: whether the signed-in member gets the site's weekly summary. */
export function weeklySummaryQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: weeklySummaryQueryKey(siteId),
    queryFn: ({ signal }): Promise<WeeklySummarySetting> =>
      apiFetch(settingPath(siteId), { schema: weeklySummarySetting, signal }),
  });
}

/** PUT /api/site/{siteId}/weekly-summary: turns it on or off for the signed-in member; the answer is kept. */
export function useSaveWeeklySummary(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: WeeklySummarySetting): Promise<WeeklySummarySetting> =>
      apiFetch(settingPath(siteId), { method: 'PUT', body: setting, schema: weeklySummarySetting }),
    onSuccess: (saved) => queryClient.setQueryData(weeklySummaryQueryKey(siteId), saved),
  });
}
