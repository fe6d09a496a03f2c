import type { OpenIssueRow } from '@sitewatch/shared';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import styles from './issue-list.module.css';
import { IssueRow } from './issue-row';

export const issueRowHeight = 68;

export interface IssueListProps {
  issues: OpenIssueRow[];
  issueHref: (issueId: string) => string;
  now: Date;
}

/**
 * The issue rows, virtualised against the page scroll: only the rows in view (plus a few) are in
 * the DOM, so 5,000 open issues scroll and re-sort as smoothly as 50.
 */
export function IssueList({ issues, issueHref, now }: IssueListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: issues.length,
    estimateSize: () => issueRowHeight,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => issues[index]?.id ?? index,
  });

  return (
    <div className={styles.table}>
      {/* Column headings for the desktop layout; each row's link already names everything it shows. */}
      <div className={styles.columns} aria-hidden="true">
        <span>Priority</span>
        <span>Title</span>
        <span>Location</span>
        <span>Category</span>
        <span className={styles.end}>Added</span>
      </div>
      <ul
        ref={listRef}
        className={styles.list}
        aria-label={issues.length === 1 ? '1 issue' : `${issues.length} issues`}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const issue = issues[item.index];
          if (!issue) return null;
          return (
            <li
              key={item.key}
              className={styles.item}
              aria-setsize={issues.length}
              aria-posinset={item.index + 1}
              style={{ height: issueRowHeight, transform: `translateY(${item.start - scrollMargin}px)` }}
            >
              <IssueRow issue={issue} href={issueHref(issue.id)} now={now} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
