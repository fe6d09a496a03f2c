import { loginPath } from '@sitewatch/shared/paths';
import { Link } from 'react-router';
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
      <Link to={loginPath} className={buttonClassName({ variant: 'primary', size: 'large' })}>
        Sign In
      </Link>
    </main>
  );
}
