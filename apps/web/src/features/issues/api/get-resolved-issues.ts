import { type ResolvedIssuesPage, resolvedIssuesPage } from '@sitewatch/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const resolvedIssuesQueryKey = (siteId: string, q: string) => ['resolved-issues', siteId, q] as const;

/** GET /api/site/{siteId}/issues/resolved: newest resolved first, paged by closedAt, searched by q. */
export function resolvedIssuesQueryOptions(siteId: string, q: string) {
  return infiniteQueryOptions({
    queryKey: resolvedIssuesQueryKey(siteId, q),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }): Promise<ResolvedIssuesPage> => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('before', String(pageParam));
      const query = params.size > 0 ? `?${params}` : '';
      return apiFetch(`/api/site/${encodeURIComponent(siteId)}/issues/resolved${query}`, {
        schema: resolvedIssuesPage,
        signal,
      });
    },
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** The CSV export of a date range: a plain link, so the browser streams it straight to a file. */
export function issuesExportUrl(siteId: string, from: string, to: string): string {
  return `/api/site/${encodeURIComponent(siteId)}/issues/export.csv?${new URLSearchParams({ from, to })}`;
}
