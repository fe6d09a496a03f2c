import type { Site } from '@sitewatch/shared';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { useSite } from '../../features/sites/api/get-site';
import { PageSpinner } from '../../ui/spinner';
import { DashboardShell } from '../layouts/dashboard-shell';
import { SiteIssuePage } from './site-issue-page';
import { SiteLiveIssuesPage } from './site-live-issues-page';
import { SiteMembersPage } from './site-members-page';
import styles from './site-pages.module.css';
import { SiteResolvedIssuesPage } from './site-resolved-issues-page';
import { SiteWelcomePage } from './site-welcome-page';

const GenerateReportPage = lazy(() =>
  import('../../features/reports/components/generate-report-page').then((m) => ({ default: m.GenerateReportPage })),
);

export const sitePath = (siteId: string) => `/u/dashboard/site/${siteId}`;

/** /u/dashboard/site/{siteId}/*: rebuilt per site, so nothing of one site's screens leaks into another's. */
export function SiteRoutes() {
  const { siteId = '' } = useParams();
  return <SiteArea key={siteId} siteId={siteId} />;
}

/** The site area loads the site first and shows a spinner until it has loaded (spec section 2). */
function SiteArea({ siteId }: { siteId: string }) {
  const { data: site, isPending, isError } = useSite(siteId);
  if (isPending) return <PageSpinner label="Loading site" />;
  if (isError || !site) {
    return (
      <DashboardShell title="Sitewatch">
        <section className={styles.message}>
          <h2>Site Not Found</h2>
          <p>The site you are looking for does not exist or you do not have access to it.</p>
          <Link to="/u/dashboard">Go to your dashboard</Link>
        </section>
      </DashboardShell>
    );
  }
  return (
    <Routes>
      <Route index element={<SiteLiveIssuesPage site={site} />} />
      <Route path="issues" element={<SiteLiveIssuesPage site={site} />} />
      <Route path="issue/:issueId/details" element={<SiteIssuePage site={site} />} />
      <Route path="generate-report" element={<SiteReportPage site={site} />} />
      <Route path="resolved" element={<SiteResolvedIssuesPage site={site} />} />
      <Route path="members" element={<SiteMembersPage site={site} />} />
      <Route path="welcome" element={<SiteWelcomePage site={site} />} />
      <Route path="*" element={<SiteWelcomePage site={site} />} />
    </Routes>
  );
}

function SiteReportPage({ site }: { site: Site }) {
  return (
    <DashboardShell title={site.name} siteId={site.id} back={{ to: sitePath(site.id), label: 'Back to live issues' }}>
      <Suspense fallback={<PageSpinner />}>
        <GenerateReportPage />
      </Suspense>
    </DashboardShell>
  );
}
