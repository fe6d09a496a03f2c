import { categories, type Issue } from '@sitewatch/shared';
import { Link } from 'react-router';
import { formatIssueListTime } from '../lib/format-issue-time';
import styles from './issue-row.module.css';
import { PriorityIndicator } from './priority-indicator';

export interface IssueRowProps {
  issue: Issue;
  href: string;
  now: Date;
}

/**
 * One issue in the list (spec section 2): priority indicator, title and creation time. On phones
 * the location sits under the title; on desktop the row spreads into columns (priority, title,
 * location, category, time) under the list's column headings.
 */
export function IssueRow({ issue, href, now }: IssueRowProps) {
  return (
    <Link to={href} className={styles.row}>
      <PriorityIndicator priorityId={issue.priority.id} showLabel="wide" />
      <span className={styles.text}>
        <span className={styles.title}>{issue.title}</span>
        <span className={styles.meta}>
          {issue.location}
          {issue.reportCount ? <span className={styles.count}> · Reported {issue.reportCount} times</span> : null}
          {issue.language && issue.language !== 'en' ? (
            <span className={styles.language} title="Language of the report">
              {' '}
              {issue.language.toUpperCase()}
            </span>
          ) : null}
        </span>
      </span>
      <span className={styles.category}>{categories[issue.category.id].name}</span>
      <time className={styles.time} dateTime={new Date(issue.createdAt).toISOString()}>
        {formatIssueListTime(issue.createdAt, now)}
      </time>
    </Link>
  );
}
