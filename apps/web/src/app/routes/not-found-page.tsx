import { Link } from 'react-router';
import { buttonClassName } from '../../ui/button';
import styles from './centered-page.module.css';

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.tagline}>There is nothing at this address.</p>
      <Link to="/" className={buttonClassName({ variant: 'primary', size: 'large' })}>
        Go to the start page
      </Link>
    </main>
  );
}
