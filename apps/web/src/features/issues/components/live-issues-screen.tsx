import { countActiveFilters, type ResponseTargets } from '@sitewatch/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useIssueView } from '../hooks/use-issue-view';
import { useLiveIssues } from '../hooks/use-live-issues';
import { useNow } from '../hooks/use-now';
import { useOpenIssues } from '../hooks/use-open-issues';
import { FilterSheet } from './filter-sheet';
import { IssueList } from './issue-list';
import styles from './live-issues.module.css';
import { LiveStatusBadge } from './live-status-badge';
import { LoadMore } from './load-more';
import { SortSelect } from './sort-select';

export interface LiveIssuesScreenProps {
  siteId: string;
  issueHref: (issueId: string) => string;
  reportHref: string;
  /** The site's response targets: rows show time left or how late (issue 29). */
  responseTargets?: ResponseTargets;
}

/** 'Live issues' (spec section 2): sort, filter and the live list of a site's open issues. */
export function LiveIssuesScreen({ siteId, issueHref, reportHref, responseTargets }: LiveIssuesScreenProps) {
  const liveStatus = useLiveIssues(siteId);
  const { sort, filter, setSort, setFilter } = useIssueView(siteId);
  const [isFilterOpen, setFilterOpen] = useState(false);
  // Each minute: the list's relative times and due labels move on, and an issue turns overdue on screen.
  const now = useNow();
  // The first load waits for the live stream, so no change can slip in between (see useLiveIssues).
  const { visible, locations, matchCount, isPending, isError, refetch, hasMore, isLoadingMore, loadMore } =
    useOpenIssues(siteId, { sort, filter, now, enabled: liveStatus !== 'connecting' });
  const activeFilters = countActiveFilters(filter);

  return (
    <section className={styles.screen} aria-labelledby="live-issues-title">
      <div className={styles.titleRow}>
        <h2 id="live-issues-title" className={styles.title}>
          Live issues
        </h2>
        <LiveStatusBadge status={liveStatus} />
        <Link to={reportHref} className={buttonClassName({ variant: 'outline', size: 'medium' })}>
          Generate Report
        </Link>
      </div>

      <div className={styles.controls}>
        <SortSelect value={sort} onChange={setSort} />
        <button
          type="button"
          className={buttonClassName({ variant: activeFilters > 0 ? 'primary' : 'light', size: 'medium' })}
          aria-haspopup="dialog"
          aria-expanded={isFilterOpen}
          onClick={() => setFilterOpen(true)}
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
          <IssueList issues={visible} issueHref={issueHref} now={now} targets={responseTargets} />
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

      <FilterSheet
        open={isFilterOpen}
        onClose={() => setFilterOpen(false)}
        filter={filter}
        onChange={setFilter}
        locations={locations}
        resultCount={matchCount}
      />
    </section>
  );
}
