import type { Site } from '@sitewatch/shared';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../ui/button';
import { useQrCode } from '../hooks/use-qr-code';
import { feedbackLink } from '../lib/feedback-link';
import { FeedbackPoster } from './feedback-poster';
import { ShareLink } from './share-link';
import styles from './welcome.module.css';

export interface WelcomeScreenProps {
  site: Site;
  liveIssuesHref: string;
  origin?: string;
}

/** 'Share the link below with your team' (spec section 2), with a QR code and a printable poster. */
export function WelcomeScreen({ site, liveIssuesHref, origin = window.location.origin }: WelcomeScreenProps) {
  const link = feedbackLink(origin, site);
  const qrCodeUrl = useQrCode(link);

  return (
    <section className={styles.screen} aria-labelledby="welcome-title">
      <h2 id="welcome-title" className={styles.title}>
        Share the link below with your team
      </h2>
      <p className={styles.lead}>
        Anyone with this link can report an issue at {site.name} from their phone, without signing in. New reports
        appear in Live issues straight away.
      </p>
      <ShareLink link={link} />

      <div className={styles.qrCard}>
        {qrCodeUrl ? (
          <img className={styles.qr} src={qrCodeUrl} alt={`QR code of the feedback link of ${site.name}`} />
        ) : (
          <div className={styles.qrPlaceholder} />
        )}
        <div className={styles.qrText}>
          <p className={styles.qrTitle}>Put it on a wall</p>
          <p className={styles.qrHint}>
            Print an A4 poster with the site name, 'Spotted an issue?' and this QR code for visitors and staff.
          </p>
          <Button variant="outline" onClick={() => window.print()} disabled={!qrCodeUrl}>
            Print poster
          </Button>
        </div>
      </div>

      <Link to={liveIssuesHref} className={buttonClassName({ variant: 'light', size: 'large', fullWidth: true })}>
        Go to Live issues
      </Link>
      <FeedbackPoster siteName={site.name} link={link} qrCodeUrl={qrCodeUrl} />
    </section>
  );
}
