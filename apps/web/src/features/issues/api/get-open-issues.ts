import {
  emptyIssueFilter,
  type IssueFilterState,
  type IssueSort,
  issueFilterCriteria,
  type OpenIssuePage,
  type OpenIssueRow,
  openListPageSize,
  openListSearchParams,
} from '@sitewatch/shared';
import { readOpenIssuesAnswer } from '@sitewatch/shared/constants';
import { type InfiniteData, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * Which open list: a site's (its id), or `portfolioList`, every site of the user's (issue 29). Every query of a
 * list starts with this key (the live stream invalidates them together).
 */
export const openIssuesQueryKey = (list: string) => ['site-issues', list, 'open'] as const;

/** The portfolio's list: the open issues of all the user's sites, with the same sort, filters and paging. */
export const portfolioList = 'all';

/** The list's path under /api, before `/open` or `/events`. */
export const listApiPath = (list: string) =>
  list === portfolioList ? '/api/issues' : `/api/site/${encodeURIComponent(list)}/issues`;

/** What the first request learns: the whole list (small sites), or the first page of the default view. */
export type OpenList = { kind: 'whole'; issues: OpenIssueRow[] } | { kind: 'paged'; firstPage: OpenIssuePage };

/**
 * The list's answer is checked with the zod-free reader of the shared contract (`readOpenIssuesAnswer`), not with
 * the `openIssuesAnswer` schema: zod and the schemas it carried were the largest piece the live list loaded before
 * it showed (26 of 150 KB gzipped). The check stays what it was, a bug report in the console rather than a gate
 * (apiFetch), and the reader is held to the schema field by field in the shared tests (open-list-rows.test.ts).
 */
async function fetchOpenList(
  list: string,
  query: string,
  signal: AbortSignal,
): Promise<OpenIssueRow[] | OpenIssuePage> {
  return apiFetch(`${listApiPath(list)}/open?${query}`, { schema: readOpenIssuesAnswer, signal });
}

/**
 * GET /api/site/{siteId}/issues/open?limit=100 (spec section 7, issue 12). A site at or below the paging
 * threshold answers its whole list, the same cached body every time (ETag/304), and the browser sorts and
 * filters it; a larger one answers the first page of the default view, and the list goes on with
 * `openIssuePagesQueryOptions`. Kept fresh by live updates, not by polling.
 */
export function openIssuesQueryOptions(list: string) {
  return queryOptions({
    queryKey: openIssuesQueryKey(list),
    queryFn: async ({ signal, client }): Promise<OpenList> => {
      const answer = await fetchOpenList(list, `limit=${openListPageSize}`, signal);
      if (Array.isArray(answer)) return { kind: 'whole', issues: answer };
      // The answer is the default view's first page: it starts that view's pages, unless they are loaded.
      const defaultPages = openIssuePagesQueryOptions(list, 'highestPriority', emptyIssueFilter).queryKey;
      if (!client.getQueryData(defaultPages))
        client.setQueryData(defaultPages, { pages: [answer], pageParams: [null] });
      return { kind: 'paged', firstPage: answer };
    },
  });
}

export type OpenIssuePages = InfiniteData<OpenIssuePage, string | null>;

/** A large site's list in one sort and filter, page by page; the server sorts and filters (shared rules). */
export function openIssuePagesQueryOptions(list: string, sort: IssueSort, filter: IssueFilterState) {
  return infiniteQueryOptions({
    queryKey: [...openIssuesQueryKey(list), 'pages', sort, filter] as const,
    initialPageParam: null as string | null,
    // Live events keep every loaded view current and a reconnect invalidates them (useLiveIssues), so a
    // view's pages are not fetched again just for being shown again.
    staleTime: Number.POSITIVE_INFINITY,
    getNextPageParam: (last: OpenIssuePage) => last.nextCursor,
    queryFn: async ({ pageParam, signal }): Promise<OpenIssuePage> => {
      // The date range becomes bounds in this browser's calendar, at the time of asking.
      const criteria = issueFilterCriteria(filter, new Date());
      const query = openListSearchParams({ sort, criteria, limit: openListPageSize, cursor: pageParam });
      const answer = await fetchOpenList(list, query.toString(), signal);
      // The site has shrunk below the threshold since: the whole list is one last page.
      return Array.isArray(answer) ? { issues: answer, nextCursor: null, matchCount: answer.length } : answer;
    },
  });
}

/** The query key's sort and filter, read back when a live change is applied to every cached view. */
export function viewOfPagesKey(key: readonly unknown[]): { sort: IssueSort; filter: IssueFilterState } | undefined {
  if (key[3] !== 'pages') return undefined;
  return { sort: key[4] as IssueSort, filter: key[5] as IssueFilterState };
}
