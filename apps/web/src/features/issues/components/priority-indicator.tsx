import { type PriorityId, priorities } from '@sitewatch/shared';
import styles from './priority-indicator.module.css';

const barLevels = [1, 2, 3, 4] as const;

const labelClass = { always: styles.label, wide: styles.wideLabel, never: 'visually-hidden' } as const;

/**
 * A coloured mark for the priority, with its name for screen readers (colour is never the only cue).
 * `showLabel`: the name on screen too; 'wide' only on desktop layouts, where the list has a column for it.
 */
export function PriorityIndicator({
  priorityId,
  showLabel = false,
}: {
  priorityId: PriorityId;
  showLabel?: boolean | 'wide';
}) {
  const { label, level } = priorities[priorityId];
  return (
    <span className={styles.indicator} data-priority={priorityId}>
      <span className={styles.mark} aria-hidden="true">
        {barLevels.map((barLevel) => (
          <span key={barLevel} className={barLevel <= level ? styles.barOn : styles.bar} />
        ))}
      </span>
      <span className={labelClass[showLabel === 'wide' ? 'wide' : showLabel ? 'always' : 'never']}>
        {label} priority
      </span>
    </span>
  );
}
