import { exportDayBounds } from '@sitewatch/shared';
import { useId, useState } from 'react';
import { buttonClassName } from '../../../ui/button';
import { issuesExportUrl } from '../api/get-resolved-issues';
import styles from './resolved-issues.module.css';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The CSV export of every issue created in a date range (UTC days, both included). */
export function ExportIssuesForm({ siteId }: { siteId: string }) {
  const today = new Date();
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
  const [from, setFrom] = useState(isoDay(monthAgo));
  const [to, setTo] = useState(isoDay(today));
  const id = useId();
  const isInBounds = (day: string) => day >= exportDayBounds.first && day <= exportDayBounds.last;
  const isValid = isInBounds(from) && isInBounds(to) && from <= to;
  return (
    <section className={styles.export} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.exportTitle}>
        Export issues as CSV
      </h3>
      <div className={styles.exportRow}>
        <label className={styles.field}>
          <span>From</span>
          <input
            type="date"
            className={styles.date}
            value={from}
            min={exportDayBounds.first}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>To</span>
          <input
            type="date"
            className={styles.date}
            value={to}
            min={from}
            max={exportDayBounds.last}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        {isValid ? (
          <a
            className={buttonClassName({ variant: 'outline', size: 'large' })}
            href={issuesExportUrl(siteId, from, to)}
            download
          >
            Download CSV
          </a>
        ) : (
          <p className={styles.invalid} role="alert">
            {isInBounds(from) && isInBounds(to)
              ? 'The start date must not be after the end date.'
              : `Choose days between ${exportDayBounds.first} and ${exportDayBounds.last}.`}
          </p>
        )}
      </div>
    </section>
  );
}
