import {
  distinctLocations,
  filterIssues,
  type IssueFilterState,
  type IssueSort,
  type OpenIssueRow,
  sortIssues,
} from '@sitewatch/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { openIssuePagesQueryOptions, openIssuesQueryOptions } from '../api/get-open-issues';

export interface OpenIssuesView {
  sort: IssueSort;
  filter: IssueFilterState;
  now: Date;
  /** False until the live stream is subscribed (see useLiveIssues). */
  enabled: boolean;
}

/**
 * The rows the Live issues screen shows, in the view's sort and filter (the shared rules either way). A
 * small site's whole list is sorted and filtered here; a large site's view is paged by the server, and the
 * loaded pages are filtered again here so 'Last hour' and friends stay true as time passes.
 */
export function useOpenIssues(list: string, view: OpenIssuesView) {
  const { sort, filter, now } = view;
  const first = useQuery({ ...openIssuesQueryOptions(list), enabled: view.enabled });
  const paged = first.data?.kind === 'paged' ? first.data : undefined;
  const pages = useInfiniteQuery({ ...openIssuePagesQueryOptions(list, sort, filter), enabled: paged !== undefined });

  const loaded: OpenIssueRow[] | undefined = useMemo(() => {
    if (first.data?.kind === 'whole') return first.data.issues;
    if (!pages.data) return undefined;
    const byId = new Map<string, OpenIssueRow>();
    for (const page of pages.data.pages) for (const row of page.issues) byId.set(row.id, row);
    return [...byId.values()];
  }, [first.data, pages.data]);

  const visible = useMemo(
    () => (loaded ? sortIssues(filterIssues(loaded, filter, now), sort) : []),
    [loaded, filter, sort, now],
  );
  const locations = useMemo(() => {
    if (first.data?.kind === 'whole') return distinctLocations(first.data.issues);
    return paged?.firstPage.locations ?? pages.data?.pages[0]?.locations ?? [];
  }, [first.data, paged, pages.data]);

  const isPaged = paged !== undefined;
  const lastPage = pages.data?.pages.at(-1);
  return {
    visible,
    locations,
    /** How many open issues match the view: all of them are loaded on a small site. */
    matchCount: isPaged ? (lastPage?.matchCount ?? 0) : visible.length,
    isPending: first.isPending || (isPaged && pages.isPending),
    isError: first.isError || (isPaged && pages.isError),
    refetch: () => (isPaged ? pages.refetch() : first.refetch()),
    hasMore: isPaged && pages.hasNextPage,
    isLoadingMore: pages.isFetchingNextPage,
    loadMore: () => void pages.fetchNextPage(),
  };
}
