import { buttonClassName } from '../../../ui/button';
import styles from './load-more.module.css';

export interface LoadMoreProps {
  label: string;
  isLoading: boolean;
  onLoad: () => void;
  /** A line above the button, e.g. how many are shown. */
  note?: string;
}

/** The button under a paged list that asks for its next page. */
export function LoadMore({ label, isLoading, onLoad, note }: LoadMoreProps) {
  return (
    <div className={styles.more}>
      {note ? <p className={styles.note}>{note}</p> : null}
      <button
        type="button"
        className={buttonClassName({ variant: 'light', size: 'large' })}
        disabled={isLoading}
        onClick={onLoad}
      >
        {isLoading ? 'Loading…' : label}
      </button>
    </div>
  );
}
