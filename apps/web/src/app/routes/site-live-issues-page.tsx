import type { Site } from '@sitewatch/shared';
import { siteIssuePath, sitePath, siteReportPath, siteResolvedPath } from '@sitewatch/shared/paths';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { IssueTabs, LiveIssuesScreen, portfolioList } from '../../features/issues';
import type { JoinedSiteState } from '../../features/members';
import { DashboardShell } from '../layouts/dashboard-shell';
import { useLoadedSite } from './site-area';

// Shown once, right after joining: loaded only then, so the live list's first load does not carry it.
const JoinedSiteNote = lazy(() =>
  import('../../features/members/lazy').then((module) => ({ default: module.JoinedSiteNote })),
);

/** `sitePath` and its /issues: 'Live issues'. */
export function SiteLiveIssuesPage({ site }: { site: Site }) {
  const joined = (useLocation().state as Partial<JoinedSiteState> | null)?.joined;
  return (
    <DashboardShell title={site.name} siteId={site.id}>
      <IssueTabs liveHref={sitePath(site.id)} resolvedHref={siteResolvedPath(site.id)} />
      {joined?.siteId === site.id ? (
        <Suspense fallback={null}>
          <JoinedSiteNote joined={joined} />
        </Suspense>
      ) : null}
      <LiveIssuesScreen
        list={site.id}
        issueHref={(issueId) => siteIssuePath(site.id, issueId)}
        reportHref={siteReportPath(site.id)}
        responseTargets={site.responseTargets}
      />
    </DashboardShell>
  );
}

// The portfolio's page (issue 29) shows this same screen, loading it from this route's chunk (see
// portfolio-issues-page.tsx).
export { LiveIssuesScreen, portfolioList };

/** The route under `SiteArea`: its own chunk, so the other site screens load only when opened. */
export function SiteLiveIssuesRoute() {
  return <SiteLiveIssuesPage site={useLoadedSite()} />;
}
