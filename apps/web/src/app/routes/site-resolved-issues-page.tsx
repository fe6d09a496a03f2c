import type { Site } from '@sitewatch/shared';
import { siteIssuePath, sitePath, siteResolvedPath } from '@sitewatch/shared/paths';
import { IssueTabs, ResolvedIssuesScreen } from '../../features/issues';
import { DashboardShell } from '../layouts/dashboard-shell';
import { useLoadedSite } from './site-area';

/** `siteResolvedPath`: the site's history, next to Live issues. */
export function SiteResolvedIssuesPage({ site }: { site: Site }) {
  return (
    <DashboardShell title={site.name} siteId={site.id}>
      <IssueTabs liveHref={sitePath(site.id)} resolvedHref={siteResolvedPath(site.id)} />
      <ResolvedIssuesScreen siteId={site.id} issueHref={(issueId) => siteIssuePath(site.id, issueId)} />
    </DashboardShell>
  );
}

/** The route under `SiteArea`: its own chunk, so the other site screens load only when opened. */
export function SiteResolvedIssuesRoute() {
  return <SiteResolvedIssuesPage site={useLoadedSite()} />;
}
