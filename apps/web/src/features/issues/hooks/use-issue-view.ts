import {
  emptyIssueFilter,
  type IssueFilterState,
  type IssueSort,
  issueFilterState,
  issueSorts,
} from '@sitewatch/shared';
import { useEffect, useState } from 'react';
import { z } from 'zod';

const storedView = z.object({ sort: z.enum(issueSorts), filter: issueFilterState });
export type IssueView = z.infer<typeof storedView>;

const defaultView: IssueView = { sort: 'highestPriority', filter: emptyIssueFilter };

function read(key: string): IssueView {
  try {
    const raw = sessionStorage.getItem(key);
    const parsed = raw ? storedView.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : defaultView;
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
