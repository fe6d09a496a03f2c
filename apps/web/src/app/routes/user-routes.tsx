import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useUser } from '../../features/users/api/get-user';
import { PageSpinner } from '../../ui/spinner';
import { LogoutPage } from './logout-page';
import { OnboardingPage } from './onboarding-page';
import { UserIndexPage } from './user-index-page';
import styles from './user-routes.module.css';

const DashboardRoutes = lazy(() => import('./dashboard-routes').then((m) => ({ default: m.DashboardRoutes })));
const InvitationPage = lazy(() => import('./invitation-page').then((m) => ({ default: m.InvitationPage })));

function UserRoutesNotFound() {
  return <main className={styles.notFound}>User Routes: Not found</main>;
}

/**
 * The signed-in area (spec section 2, "Signed-in area under /u"): the user is fetched on entry
 * when none is held; without one the visitor goes to the start page. The tree is keyed by the
 * user id, so a different user never sees the previous user's screens or state.
 */
export function UserRoutes() {
  const { data: user, isPending, isError, refetch } = useUser();
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
  if (!user) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes key={user.id}>
        <Route index element={<UserIndexPage user={user} />} />
        <Route path="onboarding" element={<OnboardingPage user={user} />} />
        <Route path="logout" element={<LogoutPage />} />
        <Route path="dashboard/*" element={<DashboardRoutes />} />
        <Route path="invitation/:token" element={<InvitationPage />} />
        <Route path="*" element={<UserRoutesNotFound />} />
      </Routes>
    </Suspense>
  );
}
