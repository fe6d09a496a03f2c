import type { User } from '@sitewatch/shared';
import { dashboardPath } from '@sitewatch/shared/paths';
import { Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import { rememberReturnPath } from '../../features/auth';
import { useSyncBrowserLocale, useUser } from '../../features/users';
import { buttonClassName } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import styles from './user-area.module.css';

/**
 * The signed-in area (spec section 2, "Signed-in area under /u"): the user is fetched on entry
 * when none is held; without one the visitor goes to the start page. The child routes are keyed
 * by the user id, so a different user never sees the previous user's screens or state.
 */
export function UserArea() {
  const { data: user, isPending, isError, refetch } = useUser();
  // The server dates this manager's emails and reports in the browser's language.
  useSyncBrowserLocale(user);
  if (isPending) return <PageSpinner />;
  if (isError) {
    return (
      <main className={styles.notFound}>
        <p>We could not load your account.</p>
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          Try again
        </button>
      </main>
    );
  }
  if (!user) return <SignedOut />;
  return (
    <Suspense key={user.id} fallback={<PageSpinner />}>
      <Outlet context={user} />
    </Suspense>
  );
}

/** Keeps where the person was going, so sign-in (and account setup) brings them back there. */
function SignedOut() {
  const location = useLocation();
  rememberReturnPath(`${location.pathname}${location.search}`);
  return <Navigate to="/" replace />;
}

/** The signed-in user, for routes under `UserArea`. */
export function useSignedInUser(): User {
  return useOutletContext<User>();
}

/** Spec section 2: any other path under /u shows this text; the link is the way back. */
export function UserRoutesNotFound() {
  return (
    <main className={styles.notFound}>
      <h1 className={styles.title}>User Routes: Not found</h1>
      <Link to={dashboardPath} className={buttonClassName({ variant: 'primary', size: 'large' })}>
        Go to your dashboard
      </Link>
    </main>
  );
}
