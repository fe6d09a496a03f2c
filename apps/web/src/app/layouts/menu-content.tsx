import {
  createSitePath,
  logoutPath,
  portfolioInsightsPath,
  portfolioIssuesPath,
  siteInsightsPath,
  siteMembersPath,
  sitePath,
  siteResolvedPath,
  siteWelcomePath,
} from '@sitewatch/shared/paths';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { useUser } from '../../features/users';
import styles from './side-menu.module.css';

// Issue 29: each site's open and critical counts load after the menu, so the live list's chunk carries none of it.
const SiteIssueCounts = lazy(() =>
  import('../../features/portfolio/lazy').then((m) => ({ default: m.SiteIssueCounts })),
);

export interface MenuContentProps {
  /** Prefix for the ids inside (the menu is on the page twice: the phone dialog and the desktop rail). */
  idPrefix: string;
  /** The site on screen; 'Share link with team' goes to its welcome page. */
  siteId?: string;
  /** Called when an entry is followed (the phone dialog closes). */
  onNavigate?: () => void;
}

/** With two sites or more: every site's open issues in one list (issue 29), and their insights together. */
const portfolioEntries = [
  [portfolioIssuesPath, 'All sites'],
  [portfolioInsightsPath, 'Insights across sites'],
] as const;

const itemClassName = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.item} ${styles.active}` : styles.item;

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
              <NavLink to={sitePath(site.siteId)} className={itemClassName} onClick={onNavigate}>
                <span className={styles.name}>{site.siteName}</span>
                <Suspense>
                  <SiteIssueCounts siteId={site.siteId} />
                </Suspense>
              </NavLink>
            </li>
          ))}
          {sites.length > 1
            ? portfolioEntries.map(([path, label]) => (
                <li key={path}>
                  <NavLink to={path} className={itemClassName} onClick={onNavigate}>
                    {label}
                  </NavLink>
                </li>
              ))
            : null}
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
