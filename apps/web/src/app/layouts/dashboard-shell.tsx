import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import styles from './dashboard-shell.module.css';
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

/** The dashboard frame: a sticky header with the title and the menu button, then the screen. */
export function DashboardShell({ title, back, siteId, children }: DashboardShellProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.iconButton}
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
  );
}
