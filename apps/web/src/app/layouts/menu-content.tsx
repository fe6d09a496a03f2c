import {
  createSitePath,
  logoutPath,
  portfolioInsightsPath,
  siteInsightsPath,
  siteMembersPath,
  sitePath,
  siteResolvedPath,
  siteWelcomePath,
} from '@sitewatch/shared/paths';
import { Link, NavLink } from 'react-router';
import { useUser } from '../../features/users/api/get-user';
import styles from './side-menu.module.css';

export interface MenuContentProps {
  /** Prefix for the ids inside (the menu is on the page twice: the phone dialog and the desktop rail). */
  idPrefix: string;
  /** The site on screen; 'Share link with team' goes to its welcome page. */
  siteId?: string;
  /** Called when an entry is followed (the phone dialog closes). */
  onNavigate?: () => void;
}

/** The side menu's groups (spec section 2): the user's sites, 'Share link with team', 'Log out'. */
export function MenuContent({ idPrefix, siteId, onNavigate }: MenuContentProps) {
  const { data: user } = useUser();
  const sites = user?.sites ?? [];
  const shareSiteId = siteId ?? sites[0]?.siteId;

  return (
    <>
      <section className={styles.group} aria-labelledby={`${idPrefix}-sites`}>
        <h2 id={`${idPrefix}-sites`} className={styles.groupTitle}>
          Sites
        </h2>
        <ul className={styles.list}>
          {sites.map((site) => (
            <li key={site.siteId}>
              <NavLink
                to={sitePath(site.siteId)}
                className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
                onClick={onNavigate}
              >
                {site.siteName}
              </NavLink>
            </li>
          ))}
          {sites.length > 1 ? (
            <li>
              <NavLink
                to={portfolioInsightsPath}
                className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
                onClick={onNavigate}
              >
                Insights across sites
              </NavLink>
            </li>
          ) : null}
          <li>
            <Link to={createSitePath} className={styles.item} onClick={onNavigate}>
              + Add a site
            </Link>
          </li>
        </ul>
      </section>

      {shareSiteId ? (
        <section className={styles.group}>
          <ul className={styles.list}>
            <li>
              <Link to={siteWelcomePath(shareSiteId)} className={styles.item} onClick={onNavigate}>
                Share link with team
              </Link>
            </li>
            <li>
              <Link to={siteResolvedPath(shareSiteId)} className={styles.item} onClick={onNavigate}>
                Resolved issues
              </Link>
            </li>
            <li>
              <Link to={siteInsightsPath(shareSiteId)} className={styles.item} onClick={onNavigate}>
                Insights
              </Link>
            </li>
            <li>
              <Link to={siteMembersPath(shareSiteId)} className={styles.item} onClick={onNavigate}>
                Members
              </Link>
            </li>
          </ul>
        </section>
      ) : null}

      <section className={styles.group}>
        <ul className={styles.list}>
          <li>
            <Link to={logoutPath} className={styles.item} onClick={onNavigate}>
              Log out
            </Link>
          </li>
        </ul>
        {user ? <p className={styles.account}>{user.email}</p> : null}
      </section>
    </>
  );
}
