import type { Site } from '@sitewatch/shared';
import { siteIssuePath, sitePath, siteReportPath, siteResolvedPath } from '@sitewatch/shared/paths';
import { IssueTabs } from '../../features/issues/components/issue-tabs';
import { LiveIssuesScreen } from '../../features/issues/components/live-issues-screen';
import { JoinedSiteNote } from '../../features/members/components/joined-site-note';
import { DashboardShell } from '../layouts/dashboard-shell';
import { useLoadedSite } from './site-area';

/** `sitePath` and its /issues: 'Live issues'. */
export function SiteLiveIssuesPage({ site }: { site: Site }) {
  return (
    <DashboardShell title={site.name} siteId={site.id}>
      <IssueTabs liveHref={sitePath(site.id)} resolvedHref={siteResolvedPath(site.id)} />
      <JoinedSiteNote siteId={site.id} />
      <LiveIssuesScreen
        siteId={site.id}
        issueHref={(issueId) => siteIssuePath(site.id, issueId)}
        reportHref={siteReportPath(site.id)}
      />
    </DashboardShell>
  );
}

/** The route under `SiteArea`: its own chunk, so the other site screens load only when opened. */
export function SiteLiveIssuesRoute() {
  return <SiteLiveIssuesPage site={useLoadedSite()} />;
}
