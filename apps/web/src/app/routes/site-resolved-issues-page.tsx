import type { Site } from '@sitewatch/shared';
import { IssueTabs } from '../../features/issues/components/issue-tabs';
import { ResolvedIssuesScreen } from '../../features/issues/components/resolved-issues-screen';
import { DashboardShell } from '../layouts/dashboard-shell';
import { useLoadedSite } from './site-area';

/** /u/dashboard/site/{siteId}/resolved: the site's history, next to Live issues. */
export function SiteResolvedIssuesPage({ site }: { site: Site }) {
  const base = `/u/dashboard/site/${site.id}`;
  return (
    <DashboardShell title={site.name} siteId={site.id}>
      <IssueTabs liveHref={base} resolvedHref={`${base}/resolved`} />
      <ResolvedIssuesScreen siteId={site.id} issueHref={(issueId) => `${base}/issue/${issueId}/details`} />
    </DashboardShell>
  );
}

/** The route under `SiteArea`: its own chunk, so the other site screens load only when opened. */
export function SiteResolvedIssuesRoute() {
  return <SiteResolvedIssuesPage site={useLoadedSite()} />;
}
