import type { OpenIssueRow, ResponseTargets } from '@sitewatch/shared';
import { useLayoutEffect, useRef, useState } from 'react';
import { desktopQuery, useMediaQuery } from '../../../ui/use-media-query';
import { useWindowRows } from '../../../ui/use-window-rows';
import styles from './issue-list.module.css';
import { IssueRow, type IssueRowTime } from './issue-row';

/**
 * Rows hold a title and a location of up to two lines each (cut at a word, whole on hover and in the detail):
 * stacked on phones, side by side in columns on desktop. Fixed heights keep 5,000 rows cheap to lay out.
 */
const issueRowHeight = { phone: 96, desktop: 72 };
/** A phone row of the portfolio has its site's line above the title. */
const siteLineHeight = 20;

export interface IssueListProps {
  issues: Array<OpenIssueRow & { closedAt?: number }>;
  issueHref: (issueId: string, siteId: string) => string;
  now: Date;
  /** The time column: when added (default) or, in the history, when resolved. */
  time?: IssueRowTime;
  /** The site's response targets: each open row shows when it is due (issue 29). */
  targets?: ResponseTargets;
  /** The portfolio's (issue 29): each row names its site, in a Site column on desktop. */
  siteNames?: Record<string, string>;
  /** The portfolio's: each site's response targets, so each open row shows when it is due by its own site's. */
  siteTargets?: Record<string, ResponseTargets>;
}

/**
 * The issue rows, windowed against the page scroll: only the rows in view (plus a few) are in the DOM, so 5,000
 * open issues scroll and re-sort as smoothly as 50. Rows have fixed heights, so which are in view is arithmetic
 * (`useWindowRows`), not a virtualiser library on the live list's first load (decision record 022).
 */
export function IssueList({ issues, issueHref, now, time = 'added', targets, siteNames, siteTargets }: IssueListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const rowHeight = useMediaQuery(desktopQuery)
    ? issueRowHeight.desktop
    : issueRowHeight.phone + (siteNames ? siteLineHeight : 0);
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

  const rows = useWindowRows({ count: issues.length, rowHeight, offsetTop: scrollMargin, overscan: 8 });

  return (
    <div className={styles.table} data-sites={siteNames ? '' : undefined}>
      {/* Column headings for the desktop layout; each row's link already names everything it shows. */}
      <div className={styles.columns} aria-hidden="true">
        <span>Priority</span>
        {siteNames ? <span>Site</span> : null}
        <span>Title</span>
        <span>Location</span>
        <span>Category</span>
        <span className={styles.end}>
          {time === 'resolved' ? 'Resolved' : targets || siteTargets ? 'Added · Due' : 'Added'}
        </span>
      </div>
      <ul
        ref={listRef}
        className={styles.list}
        aria-label={issues.length === 1 ? '1 issue' : `${issues.length} issues`}
        style={{ height: issues.length * rowHeight }}
      >
        {issues.slice(rows.start, rows.end).map((issue, offset) => {
          const index = rows.start + offset;
          return (
            <li
              key={issue.id}
              className={styles.item}
              aria-setsize={issues.length}
              aria-posinset={index + 1}
              style={{ height: rowHeight, transform: `translateY(${index * rowHeight}px)` }}
            >
              <IssueRow
                issue={issue}
                href={issueHref(issue.id, issue.siteId)}
                now={now}
                time={time}
                targets={targets ?? siteTargets?.[issue.siteId]}
                siteName={siteNames?.[issue.siteId]}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
