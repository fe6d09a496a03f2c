import {
  belongsToLoadedPages,
  emptyIssueFilter,
  type Issue,
  type IssueFilterState,
  type IssueSort,
  issueFilterCriteria,
  matchesIssueFilter,
  type OpenIssueRow,
  toOpenIssueRow,
} from '@sitewatch/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type OpenIssuePages, type OpenList, openIssuesQueryKey, viewOfPagesKey } from '../api/get-open-issues';

/**
 * The open-issue list after an issue changed: an open issue is added or replaced, anything else
 * is removed. Works from the issue's current state, so it does not matter in which order changes
 * arrive or whether one arrives twice.
 */
export function applyIssueChange<T extends { id: string; status: Issue['status'] }>(
  list: T[] | undefined,
  changed: T,
): T[] | undefined {
  if (!list) return list;
  const index = list.findIndex((issue) => issue.id === changed.id);
  if (changed.status !== 'OPEN') return index < 0 ? list : list.filter((issue) => issue.id !== changed.id);
  if (index < 0) return [changed, ...list];
  const next = [...list];
  next[index] = changed;
  return next;
}

/**
 * A paged list after an issue changed (issue 12). The row leaves every page; it comes back, on the first
 * page, when it is open, matches the view's filters and sorts before the last loaded row (or every page
 * is loaded). A row that sorts later is left to the page that will bring it: pages follow a key, so it
 * is neither lost nor shown twice. Order inside the pages does not matter: the screen sorts what it shows.
 */
export function applyChangeToPages(
  data: OpenIssuePages | undefined,
  changed: OpenIssueRow,
  view: { sort: IssueSort; filter: IssueFilterState; now?: Date },
): OpenIssuePages | undefined {
  if (!data || data.pages.length === 0) return data;
  let removedMatch = false;
  const pages = data.pages.map((page) => {
    const kept = page.issues.filter((row) => row.id !== changed.id);
    if (kept.length !== page.issues.length) removedMatch = true;
    return kept.length === page.issues.length ? page : { ...page, issues: kept };
  });
  const last = data.pages.at(-1)!;
  const lastLoaded = last.issues.at(-1);
  const isShown =
    changed.status === 'OPEN' &&
    matchesIssueFilter(changed, issueFilterCriteria(view.filter, view.now)) &&
    belongsToLoadedPages(changed, { sort: view.sort, lastLoaded, hasMore: last.nextCursor !== null });
  const first = pages[0]!;
  if (isShown) pages[0] = { ...first, issues: [changed, ...first.issues] };
  const delta = (isShown ? 1 : 0) - (removedMatch ? 1 : 0);
  return delta === 0
    ? { ...data, pages }
    : { ...data, pages: pages.map((page) => ({ ...page, matchCount: page.matchCount + delta })) };
}

const defaultView = { sort: 'highestPriority', filter: emptyIssueFilter } as const;

/**
 * Applies one issue's current state to every cached view of an open list (a site's, or the portfolio's): the
 * whole list and each paged view.
 */
export function applyOpenListChange(queryClient: QueryClient, listId: string, changed: Issue | OpenIssueRow): void {
  const row = toOpenIssueRow(changed);
  queryClient.setQueryData<OpenList>(openIssuesQueryKey(listId), (list) => {
    if (list?.kind === 'whole') return { kind: 'whole', issues: applyIssueChange(list.issues, row) ?? [] };
    if (!list) return list;
    // A large site's first answer is the default view's first page, which may seed that view's pages.
    const seed = applyChangeToPages({ pages: [list.firstPage], pageParams: [null] }, row, defaultView);
    return seed?.pages[0] ? { kind: 'paged', firstPage: seed.pages[0] } : list;
  });
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [...openIssuesQueryKey(listId), 'pages'] })) {
    const view = viewOfPagesKey(query.queryKey);
    if (!view) continue;
    queryClient.setQueryData<OpenIssuePages>(query.queryKey, (data) => applyChangeToPages(data, row, view));
  }
}
