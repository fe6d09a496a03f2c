import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sitesSummaryQueryKey, sitesSummaryQueryOptions } from '../api/get-sites-summary';

/** Counts are asked again at most this often while issues change. */
const countsRefreshMs = 2000;

/** One refresh at a time per query client, however many menus and sites show counts. */
const refreshes = new WeakMap<QueryClient, { timer?: ReturnType<typeof setTimeout>; last: number }>();

function refreshSoon(queryClient: QueryClient) {
  let state = refreshes.get(queryClient);
  if (!state) {
    state = { last: 0 };
    refreshes.set(queryClient, state);
  }
  if (state.timer) return;
  const pending = state;
  pending.timer = setTimeout(
    () => {
      pending.timer = undefined;
      pending.last = Date.now();
      void queryClient.invalidateQueries({ queryKey: sitesSummaryQueryKey });
    },
    Math.max(0, pending.last + countsRefreshMs - Date.now()),
  );
}

/**
 * The side menu's counts, kept current by what the open lists on screen hear: whenever a live change (or a
 * reload after a reconnect) lands in an open list's cache, a site's or the portfolio's, the counts are asked
 * again, at most every 2 s (a burst of reports costs one request). The menu opens no stream of its own, so
 * it takes no live-stream slot; counts of sites off screen follow on the next change there, or the next page.
 */
export function useSitesSummary() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        // Open lists only, ['site-issues', list, 'open', ...] (openIssuesQueryKey), after their first load.
        const key = event.query.queryKey;
        if (key[0] === 'site-issues' && key[2] === 'open' && event.query.state.dataUpdateCount > 1)
          refreshSoon(queryClient);
      }),
    [queryClient],
  );
  return useQuery(sitesSummaryQueryOptions);
}
