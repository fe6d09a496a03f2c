import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { openIssuesQueryOptions } from '../api/get-open-issues';
import { useIssueView } from '../hooks/use-issue-view';
import { useLiveIssues } from '../hooks/use-live-issues';
import { useNow } from '../hooks/use-now';
import { countActiveFilters, distinctLocations, filterIssues } from '../lib/filter-issues';
import { sortIssues } from '../lib/sort-issues';
import { FilterSheet } from './filter-sheet';
import { IssueList } from './issue-list';
import styles from './live-issues.module.css';
import { LiveStatusBadge } from './live-status-badge';
import { SortSelect } from './sort-select';

export interface LiveIssuesScreenProps {
  siteId: string;
  issueHref: (issueId: string) => string;
  reportHref: string;
}

/** 'Live issues' (spec section 2): sort, filter and the live list of a site's open issues. */
export function LiveIssuesScreen({ siteId, issueHref, reportHref }: LiveIssuesScreenProps) {
  const liveStatus = useLiveIssues(siteId);
  // The first load waits for the live stream, so no change can slip in between (see useLiveIssues).
  const {
    data: issues,
    isPending,
    isError,
    refetch,
  } = useQuery({
    ...openIssuesQueryOptions(siteId),
    enabled: liveStatus !== 'connecting',
  });
  const { sort, filter, setSort, setFilter } = useIssueView(siteId);
  const [isFilterOpen, setFilterOpen] = useState(false);
  const now = useNow();

  const visible = useMemo(
    () => (issues ? sortIssues(filterIssues(issues, filter, now), sort) : []),
    [issues, filter, sort, now],
  );
  const locations = useMemo(() => (issues ? distinctLocations(issues) : []), [issues]);
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
        <IssueList issues={visible} issueHref={issueHref} now={now} />
      )}

      <FilterSheet
        open={isFilterOpen}
        onClose={() => setFilterOpen(false)}
        filter={filter}
        onChange={setFilter}
        locations={locations}
        resultCount={visible.length}
      />
    </section>
  );
}
