import { type Issue, issueList } from '@sitewatch/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const openIssuesQueryKey = (siteId: string) => ['site-issues', siteId, 'open'] as const;

/** GET /api/site/{siteId}/issues/open (spec section 7). Kept fresh by live updates, not by polling. */
export function openIssuesQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: openIssuesQueryKey(siteId),
    queryFn: ({ signal }): Promise<Issue[]> =>
      apiFetch(`/api/site/${encodeURIComponent(siteId)}/issues/open`, { schema: issueList, signal }),
  });
}
