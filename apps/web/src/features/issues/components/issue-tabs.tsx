import { NavLink } from 'react-router';
import styles from './resolved-issues.module.css';

/** 'Live issues' and 'Resolved' side by side above a site's lists. */
export function IssueTabs({ liveHref, resolvedHref }: { liveHref: string; resolvedHref: string }) {
  return (
    <nav className={styles.tabs} aria-label="Issue lists">
      <NavLink to={liveHref} end className={styles.tab}>
        Live issues
      </NavLink>
      <NavLink to={resolvedHref} className={styles.tab}>
        Resolved
      </NavLink>
    </nav>
  );
}
