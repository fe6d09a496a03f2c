import type { User } from '@sitewatch/shared';
import { dashboardPath, logoutPath } from '@sitewatch/shared/paths';
import { Link } from 'react-router';
import { useSignedInUser } from './user-area';
import styles from './user-index-page.module.css';

/** /u (spec section 2): the raw user object, formatted to be readable. */
export function UserIndexPage({ user }: { user: User }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Your account</h1>
      <section aria-label="User">
        <pre className={styles.json}>{JSON.stringify(user, null, 2)}</pre>
      </section>
      <nav className={styles.links}>
        <Link to={dashboardPath}>Dashboard</Link>
        <Link to={logoutPath}>Log out</Link>
      </nav>
    </main>
  );
}

/** The route under `UserArea`: its own chunk, loaded only on this path. */
export function UserIndexRoute() {
  return <UserIndexPage user={useSignedInUser()} />;
}
