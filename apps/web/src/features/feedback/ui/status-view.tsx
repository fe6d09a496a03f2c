import type { ReactNode } from 'react';
import { AlertIcon } from './icons';
import styles from './status-view.module.css';

/** A centred message page: the unknown-site view and the load failure. */
export function StatusView({ title, text, children }: { title?: string; text?: string; children?: ReactNode }) {
  return (
    <main className={styles.view}>
      <span className={styles.icon}>
        <AlertIcon size={28} />
      </span>
      {title ? <h1 className={styles.title}>{title}</h1> : null}
      {text ? <p className={styles.text}>{text}</p> : null}
      {children}
    </main>
  );
}
