import {
  countActiveFilters,
  distinctLocations,
  emptyIssueFilter,
  filterIssues,
  type IssueFilterState,
} from '@sitewatch/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { resolvedIssuesQueryOptions } from '../api/get-resolved-issues';
import { useNow } from '../hooks/use-now';
import { ExportIssuesForm } from './export-issues-form';
import { FilterSheet } from './filter-sheet';
import { IssueList } from './issue-list';
import styles from './live-issues.module.css';
import { LoadMore } from './load-more';
import own from './resolved-issues.module.css';

/** Waits this long after the last keystroke before searching. */
const searchDelayMs = 300;

/** 'Resolved': the site's resolved issues, newest first, with word search, the Live filters and the CSV export. */
export function ResolvedIssuesScreen({
  siteId,
  issueHref,
}: {
  siteId: string;
  issueHref: (issueId: string) => string;
}) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<IssueFilterState>(emptyIssueFilter);
  const [isFilterOpen, setFilterOpen] = useState(false);
  const searchId = useId();
  const now = useNow();
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);

  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(
    resolvedIssuesQueryOptions(siteId, q),
  );
  const issues = useMemo(() => data?.pages.flatMap((page) => page.issues) ?? [], [data]);
  const visible = useMemo(() => filterIssues(issues, filter, now), [issues, filter, now]);
  const activeFilters = countActiveFilters(filter);

  return (
    <section className={styles.screen} aria-labelledby="resolved-title">
      <div className={styles.titleRow}>
        <h2 id="resolved-title" className={styles.title}>
          Resolved
        </h2>
      </div>
      <div className={styles.controls}>
        <label htmlFor={searchId} className={own.visuallyHidden}>
          Search resolved issues
        </label>
        <input
          id={searchId}
          type="search"
          className={own.search}
          placeholder="Search title, description, location"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
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
          <Spinner label="Loading resolved issues" />
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
        <IssueList issues={visible} issueHref={issueHref} now={now} time="resolved" />
      )}
      {hasNextPage ? (
        <LoadMore label="Show older issues" isLoading={isFetchingNextPage} onLoad={() => void fetchNextPage()} />
      ) : null}

      <ExportIssuesForm siteId={siteId} />

      <FilterSheet
        open={isFilterOpen}
        onClose={() => setFilterOpen(false)}
        filter={filter}
        onChange={setFilter}
        locations={distinctLocations(issues)}
        resultCount={visible.length}
      />
    </section>
  );
}
