import { dashboardPath } from '@sitewatch/shared/paths';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { desktopQuery } from '../../ui/use-media-query';
import styles from './dashboard-shell.module.css';
import { MenuContent } from './menu-content';
import { SideMenu } from './side-menu';

export interface DashboardShellProps {
  /** Shown in the header (the site name, or the issue title on the detail screen). */
  title: string;
  /** A back link before the title (issue detail goes back to the site). */
  back?: { to: string; label: string };
  /** The site on screen, for the menu's 'Share link with team'. */
  siteId?: string;
  children: ReactNode;
}

/**
 * The dashboard frame: a sticky header with the title, then the screen. On phones and tablets the
 * side menu opens from the header's menu button; on desktop (managers work at desks) it stays on
 * screen as a 300 px rail beside the content.
 */
export function DashboardShell({ title, back, siteId, children }: DashboardShellProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // Widening the window to desktop while the menu is open would leave a modal over the rail.
  useEffect(() => {
    const media = window.matchMedia?.(desktopQuery);
    if (!media) return;
    const closeOnDesktop = () => {
      if (media.matches) setMenuOpen(false);
    };
    media.addEventListener('change', closeOnDesktop);
    return () => media.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <div className={styles.shell}>
      <aside className={styles.rail}>
        <nav className={styles.railNav} aria-label="Main">
          <Link to={dashboardPath} className={styles.brand}>
            Sitewatch
          </Link>
          <MenuContent idPrefix={`${menuId}-rail`} siteId={siteId} />
        </nav>
      </aside>
      <div className={styles.column}>
        <header className={styles.header}>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(true)}
          >
            <span className={styles.burger} aria-hidden="true" />
          </button>
          {back ? (
            <Link to={back.to} className={styles.iconButton} aria-label={back.label}>
              <span aria-hidden="true">←</span>
            </Link>
          ) : null}
          <h1 className={styles.title}>{title}</h1>
        </header>
        <SideMenu id={menuId} open={isMenuOpen} onClose={() => setMenuOpen(false)} siteId={siteId} />
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
