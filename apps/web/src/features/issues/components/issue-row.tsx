import { categories, type OpenIssueRow, type ResponseTargets } from '@sitewatch/shared';
import { Link } from 'react-router';
import { formatIssueListTime } from '../lib/format-issue-time';
import { languageName } from '../lib/language-name';
import { DueLabel } from './due-label';
import styles from './issue-row.module.css';
import { PriorityIndicator } from './priority-indicator';

/** Which moment the row's time column shows: when the issue was added (live list) or resolved (history). */
export type IssueRowTime = 'added' | 'resolved';

export interface IssueRowProps {
  issue: OpenIssueRow & { closedAt?: number };
  href: string;
  now: Date;
  time?: IssueRowTime;
  /** The site's response targets: open issues show time left or how late they are (issue 29). */
  targets?: ResponseTargets;
  /** The portfolio's (issue 29): the issue's site, a line above the title on phones, a column on desktop. */
  siteName?: string;
}

/**
 * One issue in the list (spec section 2): priority indicator, title and creation time. On phones
 * the location sits under the title; on desktop the row spreads into columns (priority, title,
 * location, category, time) under the list's column headings.
 */
export function IssueRow({ issue, href, now, time = 'added', targets, siteName }: IssueRowProps) {
  const shownAt = time === 'resolved' ? (issue.closedAt ?? issue.createdAt) : issue.createdAt;
  // Issue 14: the managers' translation when there is one; the original is on the detail, one press away
  // (a button cannot sit inside the row's link).
  const text = issue.translation ?? issue;
  return (
    <Link to={href} className={styles.row}>
      <PriorityIndicator priorityId={issue.priority.id} showLabel="wide" />
      <span className={styles.text}>
        {siteName !== undefined ? <span className={styles.site}>{siteName}</span> : null}
        <span className={styles.title} title={text.title}>
          {text.title}
        </span>
        <span className={styles.meta} title={text.location}>
          {text.location}
          {issue.reportCount ? <span className={styles.count}> · Reported {issue.reportCount} times</span> : null}
          {issue.language && issue.language !== 'en' ? (
            <span
              className={styles.language}
              title={issue.translation ? `Translated from ${languageName(issue.language)}` : 'Language of the report'}
            >
              {' '}
              {issue.language.toUpperCase()}
              {issue.translation ? (
                <>
                  <span aria-hidden="true"> → {issue.translation.language.toUpperCase()}</span>
                  <span className="visually-hidden">, translated from {languageName(issue.language)}</span>
                </>
              ) : null}
            </span>
          ) : null}
        </span>
      </span>
      <span className={styles.category}>{categories[issue.category.id].name}</span>
      <span className={styles.when}>
        <time className={styles.time} dateTime={new Date(shownAt).toISOString()}>
          {time === 'resolved' ? <span className="visually-hidden">Resolved </span> : null}
          {formatIssueListTime(shownAt, now)}
        </time>
        {targets && issue.status === 'OPEN' ? (
          <DueLabel createdAt={issue.createdAt} priority={issue.priority.id} targets={targets} now={now} />
        ) : null}
      </span>
    </Link>
  );
}
