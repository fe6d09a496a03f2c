import { useEffect, useRef } from 'react';
import { MenuContent } from './menu-content';
import styles from './side-menu.module.css';

export interface SideMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The site on screen; 'Share link with team' goes to its welcome page. */
  siteId?: string;
}

/**
 * The 300 px side menu (spec section 2) on phone and tablet layouts, opened from the header.
 * A native modal <dialog>: focus moves into it and stays there, Escape closes it, the page behind
 * is inert. On desktop the same groups stay on screen in the shell's rail instead.
 */
export function SideMenu({ id, open, onClose, siteId }: SideMenuProps) {
  const ref = useRef<HTMLDialogElement>(null);

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
        <MenuContent idPrefix={id} siteId={siteId} onNavigate={onClose} />
      </nav>
    </dialog>
  );
}
