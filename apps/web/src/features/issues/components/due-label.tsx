import { describeDueTime, dueAt, type PriorityId, type ResponseTargets } from '@sitewatch/shared';
import styles from './due-label.module.css';

export interface DueLabelProps {
  createdAt: number;
  priority: PriorityId;
  /** The site's response targets (issue 29). */
  targets: ResponseTargets;
  now: Date;
  /** The detail draws it as one of its badges; a list row draws it small under the time. */
  className?: string;
}

/**
 * Time left before an open issue's response target, or how late it is: "due in 3 h", "2 h overdue". Overdue
 * reads in words and with a mark (drawn by the stylesheet), not by colour alone; the caller re-renders it with a
 * fresh `now` each minute. Kept small: it is part of the live list's first load, which has a budget.
 */
export function DueLabel({ createdAt, priority, targets, now, className = styles.inline }: DueLabelProps) {
  const { isOverdue, text } = describeDueTime(dueAt(createdAt, priority, targets), now);
  return (
    <span className={`${styles.label} ${className}`} data-overdue={isOverdue || undefined}>
      {text}
    </span>
  );
}
