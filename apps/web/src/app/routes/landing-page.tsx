import { loginPath } from '@sitewatch/shared/paths';
import { Link } from 'react-router';
import { isReturningToInvitation } from '../../features/auth';
import { buttonClassName } from '../../ui/button';
import styles from './centered-page.module.css';

export function LandingPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Sitewatch</h1>
      <p className={styles.tagline}>
        Visitors report problems at your sites by chatting in their own language. You see them live, sorted by how
        urgent they are.
      </p>
      {isReturningToInvitation() ? (
        <p className={styles.status} role="status">
          You have been invited to a site. Sign in with the email address the invitation was sent to, and you will join
          it.
        </p>
      ) : null}
      <Link to={loginPath} className={buttonClassName({ variant: 'primary', size: 'large' })}>
        Sign In
      </Link>
    </main>
  );
}
