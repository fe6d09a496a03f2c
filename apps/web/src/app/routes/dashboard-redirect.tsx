import { createSitePath, onboardingPath, sitePath } from '@sitewatch/shared/paths';
import { Navigate } from 'react-router';
import { takeReturnPath } from '../../features/auth';
import { useUser } from '../../features/users';
import { PageSpinner } from '../../ui/spinner';

/** Where `dashboardPath` leads, given the user (spec section 2, dashboard routes "/ and *"). */
export function dashboardPathFor(user: { name: string | null; sites: ReadonlyArray<{ siteId: string }> }): string {
  if (!user.name) return onboardingPath;
  const firstSite = user.sites[0];
  if (!firstSite) return createSitePath;
  return sitePath(firstSite.siteId);
}

/**
 * The `dashboardPath` redirect: no name goes to account setup; then where a signed-out person was going
 * before sign-in (an invitation link); else no sites to site creation, otherwise to the first site. Without a
 * user it goes to the start page.
 */
export function DashboardRedirect() {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to="/" replace />;
  // Account setup comes first; it then follows the kept path itself.
  const returnPath = user.name ? takeReturnPath() : undefined;
  return <Navigate to={returnPath ?? dashboardPathFor(user)} replace />;
}
