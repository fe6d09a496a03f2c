import type { LiveStatus } from '../hooks/use-live-issues';
import styles from './live-issues.module.css';

const labels: Record<LiveStatus, string> = {
  connecting: 'Connecting',
  live: 'Live',
  reconnecting: 'Reconnecting',
};

/** Whether the list is receiving changes right now. */
export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  return (
    <span className={styles.liveStatus} data-status={status} role="status">
      <span className={styles.liveDot} aria-hidden="true" />
      {labels[status]}
    </span>
  );
}
