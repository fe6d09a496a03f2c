import { createPortal } from 'react-dom';
import styles from './feedback-poster.module.css';

export interface FeedbackPosterProps {
  siteName: string;
  link: string;
  qrCodeUrl: string | null;
}

/**
 * The A4 poster staff put on a wall: site name, 'Spotted an issue?' and the QR code. It is only
 * visible when printing; it sits outside the app root so the print stylesheet can hide the app.
 */
export function FeedbackPoster({ siteName, link, qrCodeUrl }: FeedbackPosterProps) {
  return createPortal(
    <div className={styles.poster} data-testid="feedback-poster">
      <p className={styles.siteName}>{siteName}</p>
      <p className={styles.title}>
        Spotted an issue?
        <span className={styles.subtitle}>Let's get it fixed</span>
      </p>
      {qrCodeUrl ? <img className={styles.qr} src={qrCodeUrl} alt="" /> : null}
      <p className={styles.instructions}>Scan the code with your phone camera and tell us what you saw.</p>
      <p className={styles.link}>{link}</p>
    </div>,
    document.body,
  );
}
