import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useUser } from '../../features/users/api/get-user';
import styles from './side-menu.module.css';

export interface SideMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The site on screen; 'Share link with team' goes to its welcome page. */
  siteId?: string;
}

/**
 * The 300 px side menu (spec section 2): the user's sites, 'Share link with team' and 'Log out'.
 * A native modal <dialog>: focus moves into it and stays there, Escape closes it, the page behind
 * is inert.
 */
export function SideMenu({ id, open, onClose, siteId }: SideMenuProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { data: user } = useUser();
  const sites = user?.sites ?? [];
  const shareSiteId = siteId ?? sites[0]?.siteId;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively (onCancel).
    <dialog
      ref={ref}
      id={id}
      className={styles.menu}
      aria-label="Menu"
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <nav className={styles.content} aria-label="Main">
        <div className={styles.top}>
          <span className={styles.brand}>Sitewatch</span>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
            ×
          </button>
        </div>

        <section className={styles.group} aria-labelledby={`${id}-sites`}>
          <h2 id={`${id}-sites`} className={styles.groupTitle}>
            Sites
          </h2>
          <ul className={styles.list}>
            {sites.map((site) => (
              <li key={site.siteId}>
                <NavLink
                  to={`/u/dashboard/site/${site.siteId}`}
                  className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
                  onClick={onClose}
                >
                  {site.siteName}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to="/u/dashboard/create-site" className={styles.item} onClick={onClose}>
                + Add a site
              </Link>
            </li>
          </ul>
        </section>

        {shareSiteId ? (
          <section className={styles.group}>
            <ul className={styles.list}>
              <li>
                <Link to={`/u/dashboard/site/${shareSiteId}/welcome`} className={styles.item} onClick={onClose}>
                  Share link with team
                </Link>
              </li>
              <li>
                <Link to={`/u/dashboard/site/${shareSiteId}/resolved`} className={styles.item} onClick={onClose}>
                  Resolved issues
                </Link>
              </li>
              <li>
                <Link to={`/u/dashboard/site/${shareSiteId}/members`} className={styles.item} onClick={onClose}>
                  Members
                </Link>
              </li>
            </ul>
          </section>
        ) : null}

        <section className={styles.group}>
          <ul className={styles.list}>
            <li>
              <Link to="/u/logout" className={styles.item} onClick={onClose}>
                Log out
              </Link>
            </li>
          </ul>
          {user ? <p className={styles.account}>{user.email}</p> : null}
        </section>
      </nav>
    </dialog>
  );
}
