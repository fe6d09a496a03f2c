import {
  emptyIssueFilter,
  type IssueFilterState,
  type IssueSort,
  issueSorts,
  readIssueFilterState,
} from '@sitewatch/shared/constants';
import { useEffect, useState } from 'react';

interface IssueView {
  sort: IssueSort;
  filter: IssueFilterState;
}

const defaultView: IssueView = { sort: 'highestPriority', filter: emptyIssueFilter };

/** The view kept for this tab, when it is one this screen wrote; anything else (another version's) is dropped. */
function read(key: string): IssueView {
  try {
    const raw = sessionStorage.getItem(key);
    const kept = raw ? (JSON.parse(raw) as Partial<Record<keyof IssueView, unknown>> | null) : null;
    const sort = issueSorts.find((known) => known === kept?.sort);
    const filter = readIssueFilterState(kept?.filter);
    return sort && filter ? { sort, filter } : defaultView;
  } catch {
    return defaultView;
  }
}

/**
 * Sort and filter of a site's Live issues screen. Kept for the browser tab (session storage), so
 * opening an issue and coming back shows the list as it was left.
 */
export function useIssueView(siteId: string) {
  const key = `sitewatch.issue-view.${siteId}`;
  const [view, setView] = useState<IssueView>(() => read(key));
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(view));
    } catch {
      // Private mode or a full storage: the view simply is not remembered.
    }
  }, [key, view]);
  return {
    sort: view.sort,
    filter: view.filter,
    setSort: (sort: IssueSort) => setView((current) => ({ ...current, sort })),
    setFilter: (filter: IssueFilterState) => setView((current) => ({ ...current, filter })),
  };
}
