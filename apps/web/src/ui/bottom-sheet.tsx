import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './bottom-sheet.module.css';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Fixed height of the sheet (the language sheet is 320 px, spec section 9). */
  height?: number;
  closeLabel?: string;
  children: ReactNode;
}

/**
 * A panel that slides up from the bottom. Built on the native <dialog>, which gives focus
 * trapping, Escape to close and an inert page behind it for free.
 */
export function BottomSheet({ open, onClose, title, height, closeLabel = 'Close', children }: BottomSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // Keyboard users close with Escape (onCancel); onClick is the pointer equivalent on the backdrop.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively by <dialog>.
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      style={height ? { height } : undefined}
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
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
