import type { Translation } from '@sitewatch/shared/i18n';
import { statusPagePath } from '@sitewatch/shared/paths';
import type { SiteParams } from '../lib/site-headers';
import { formatVisitorDate } from './format-visitor-date';
import styles from './recent-reports.module.css';
import type { RecentReport } from './recent-reports-storage';

/** A returning visitor's reports at this site (kept on the device), each linking to its status page. */
export function RecentReports({
  params,
  reports,
  language,
  texts,
}: {
  params: SiteParams;
  /** The page's language: dates are written in it. */
  language: string;
  reports: RecentReport[];
  texts: Translation['visitorReport'];
}) {
  if (reports.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby="recent-reports-title">
      <h2 id="recent-reports-title" className={styles.title}>
        {texts.recentReports}
      </h2>
      <ul className={styles.list}>
        {reports.map((report) => (
          <li key={report.statusToken}>
            <a className={styles.link} href={statusPagePath(params, report.statusToken)}>
              <span className={styles.reportTitle}>{report.title}</span>
              <time className={styles.date} dateTime={new Date(report.reportedAt).toISOString()}>
                {formatVisitorDate(report.reportedAt, language, 'day')}
              </time>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
