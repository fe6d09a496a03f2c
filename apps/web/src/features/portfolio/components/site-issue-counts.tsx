import { useSitesSummary } from '../hooks/use-sites-summary';
import styles from './site-issue-counts.module.css';

/**
 * A site's open issues, and its critical ones when there are any, beside its name in the side menu (issue 29).
 * The link reads them out after the site's name ("Harbour Mall 3 open, 1 critical"); the pills are for the eye.
 */
export function SiteIssueCounts({ siteId }: { siteId: string }) {
  const { data } = useSitesSummary();
  const counts = data?.sites.find((site) => site.siteId === siteId);
  if (!counts) return null;
  const hasCritical = counts.critical > 0;
  return (
    <span className={styles.counts}>
      <span className="visually-hidden">{`${counts.open} open${hasCritical ? `, ${counts.critical} critical` : ''}`}</span>
      <span className={styles.open} aria-hidden="true">
        {counts.open}
      </span>
      {hasCritical ? (
        <span className={styles.critical} aria-hidden="true">
          {counts.critical}
        </span>
      ) : null}
    </span>
  );
}
