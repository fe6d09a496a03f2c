import type { Site } from '@sitewatch/shared';
import { IssueTabs } from '../../features/issues/components/issue-tabs';
import { LiveIssuesScreen } from '../../features/issues/components/live-issues-screen';
import { DashboardShell } from '../layouts/dashboard-shell';
import { useLoadedSite } from './site-area';

/** /u/dashboard/site/{siteId} and /issues: 'Live issues'. */
export function SiteLiveIssuesPage({ site }: { site: Site }) {
  const base = `/u/dashboard/site/${site.id}`;
  return (
    <DashboardShell title={site.name} siteId={site.id}>
      <IssueTabs liveHref={base} resolvedHref={`${base}/resolved`} />
      <LiveIssuesScreen
        siteId={site.id}
        issueHref={(issueId) => `${base}/issue/${issueId}/details`}
        reportHref={`${base}/generate-report`}
      />
    </DashboardShell>
  );
}

/** The route under `SiteArea`: its own chunk, so the other site screens load only when opened. */
export function SiteLiveIssuesRoute() {
  return <SiteLiveIssuesPage site={useLoadedSite()} />;
}
