import styles from './spinner.module.css';

export function Spinner({ size = 24, label = 'Loading' }: { size?: number; label?: string }) {
  return <span role="status" aria-label={label} className={styles.spinner} style={{ width: size, height: size }} />;
}

/** A spinner in the middle of the page, for screens that wait for their data. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.centered}>
      <Spinner size={32} label={label} />
    </div>
  );
}
