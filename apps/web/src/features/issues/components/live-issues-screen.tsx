import { countActiveFilters, type IssueFilterState, type ResponseTargets } from '@sitewatch/shared';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useIssueView } from '../hooks/use-issue-view';
import { useLiveIssues } from '../hooks/use-live-issues';
import { useNow } from '../hooks/use-now';
import { useOpenIssues } from '../hooks/use-open-issues';
import { IssueList } from './issue-list';
import styles from './live-issues.module.css';
import { LiveStatusBadge } from './live-status-badge';
import { LoadMore } from './load-more';
import { SortSelect } from './sort-select';

// The filter panel loads when first opened: the list shows sooner, and the live list's first load stays in budget.
const FilterSheet = lazy(() => import('./filter-sheet').then((m) => ({ default: m.FilterSheet })));

export interface LiveIssuesScreenProps {
  /** A site's id, or `portfolioList` for every site of the user's (issue 29). */
  list: string;
  issueHref: (issueId: string, siteId: string) => string;
  /** The site's report; the portfolio has none. */
  reportHref?: string;
  /** The site's response targets: rows show time left or how late (issue 29). */
  responseTargets?: ResponseTargets;
  /** The portfolio's: each row names its site (a column on desktop, a line on phones). */
  siteNames?: Record<string, string>;
  /** The portfolio's: each site's response targets, by site id. */
  siteTargets?: Record<string, ResponseTargets>;
  /** Filters of the portfolio's own, at the top of the filter panel (its Site filter). */
  moreFilters?: (filter: IssueFilterState, onChange: (filter: IssueFilterState) => void) => ReactNode;
}

/** 'Live issues' (spec section 2): sort, filter and the live list of a site's open issues, or the portfolio's. */
export function LiveIssuesScreen({
  list,
  issueHref,
  reportHref,
  responseTargets,
  siteNames,
  siteTargets,
  moreFilters,
}: LiveIssuesScreenProps) {
  const liveStatus = useLiveIssues(list);
  const { sort, filter, setSort, setFilter } = useIssueView(list);
  const [isFilterOpen, setFilterOpen] = useState(false);
  // Kept once opened, so closing it plays out like any sheet's.
  const [hasOpenedFilter, setOpenedFilter] = useState(false);
  // Each minute: the list's relative times and due labels move on, and an issue turns overdue on screen.
  const now = useNow();
  // The first load waits for the live stream, so no change can slip in between (see useLiveIssues).
  const { visible, locations, matchCount, isPending, isError, refetch, hasMore, isLoadingMore, loadMore } =
    useOpenIssues(list, { sort, filter, now, enabled: liveStatus !== 'connecting' });
  const activeFilters = countActiveFilters(filter);

  return (
    <section className={styles.screen} aria-labelledby="live-issues-title">
      <div className={styles.titleRow}>
        <h2 id="live-issues-title" className={styles.title}>
          Live issues
        </h2>
        <LiveStatusBadge status={liveStatus} />
        {reportHref ? (
          <Link to={reportHref} className={buttonClassName({ variant: 'outline', size: 'medium' })}>
            Generate Report
          </Link>
        ) : null}
      </div>

      <div className={styles.controls}>
        <SortSelect value={sort} onChange={setSort} />
        <button
          type="button"
          className={buttonClassName({ variant: activeFilters > 0 ? 'primary' : 'light', size: 'medium' })}
          aria-haspopup="dialog"
          aria-expanded={isFilterOpen}
          onClick={() => {
            setOpenedFilter(true);
            setFilterOpen(true);
          }}
        >
          Filter{activeFilters > 0 ? ` (${activeFilters})` : ''}
        </button>
      </div>

      {isPending ? (
        <div className={styles.state}>
          <Spinner label="Loading issues" />
        </div>
      ) : isError ? (
        <div className={styles.state}>
          <p>The issues could not be loaded.</p>
          <button type="button" className={buttonClassName({ variant: 'light' })} onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : visible.length === 0 ? (
        <p className={styles.state}>No issues to display</p>
      ) : (
        <>
          <IssueList
            issues={visible}
            issueHref={issueHref}
            now={now}
            targets={responseTargets}
            siteNames={siteNames}
            siteTargets={siteTargets}
          />
          {hasMore ? (
            // A large site's list comes in pages (issue 12): the next one on request.
            <LoadMore
              label="Load more issues"
              note={`Showing ${visible.length} of ${matchCount}`}
              isLoading={isLoadingMore}
              onLoad={loadMore}
            />
          ) : null}
        </>
      )}

      {hasOpenedFilter ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={isFilterOpen}
            onClose={() => setFilterOpen(false)}
            filter={filter}
            onChange={setFilter}
            locations={locations}
            resultCount={matchCount}
          >
            {moreFilters?.(filter, setFilter)}
          </FilterSheet>
        </Suspense>
      ) : null}
    </section>
  );
}
