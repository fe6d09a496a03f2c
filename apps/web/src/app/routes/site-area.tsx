import type { Site } from '@sitewatch/shared';
import { dashboardPath, sitePath } from '@sitewatch/shared/paths';
import { lazy, Suspense } from 'react';
import { Link, Outlet, useOutletContext, useParams } from 'react-router';
import { useSite } from '../../features/sites';
import { buttonClassName } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { DashboardShell } from '../layouts/dashboard-shell';
import styles from './site-pages.module.css';

const GenerateReportPage = lazy(() =>
  import('../../features/reports').then((m) => ({ default: m.GenerateReportPage })),
);

/** Every path under `sitePath`: rebuilt per site, so nothing of one site's screens leaks into another's. */
export function SiteArea() {
  const { siteId = '' } = useParams();
  return <LoadedSite key={siteId} siteId={siteId} />;
}

/** The site area loads the site first and shows a spinner until it has loaded (spec section 2). */
function LoadedSite({ siteId }: { siteId: string }) {
  const { data: site, isPending, isError } = useSite(siteId);
  if (isPending) return <PageSpinner label="Loading site" />;
  if (isError || !site) {
    return (
      <DashboardShell title="Sitewatch">
        <section className={styles.message}>
          <h2>Site Not Found</h2>
          <p>The site you are looking for does not exist or you do not have access to it.</p>
          <Link to={dashboardPath} className={buttonClassName({ variant: 'light', size: 'large' })}>
            Go to your dashboard
          </Link>
        </section>
      </DashboardShell>
    );
  }
  return <Outlet context={site} />;
}

/** The loaded site, for routes under `SiteArea`. */
export function useLoadedSite(): Site {
  return useOutletContext<Site>();
}

export function SiteReportRoute() {
  const site = useLoadedSite();
  return (
    <DashboardShell title={site.name} siteId={site.id} back={{ to: sitePath(site.id), label: 'Back to live issues' }}>
      <Suspense fallback={<PageSpinner />}>
        <GenerateReportPage />
      </Suspense>
    </DashboardShell>
  );
}
