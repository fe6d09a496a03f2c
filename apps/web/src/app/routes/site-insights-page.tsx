import type { Site } from '@sitewatch/shared';
import { InsightsScreen } from '../../features/insights';
import { DashboardShell } from '../layouts/dashboard-shell';
import { useLoadedSite } from './site-area';

/** `siteInsightsPath`: the site's charts and figures. */
export function SiteInsightsPage({ site }: { site: Site }) {
  return (
    <DashboardShell title={site.name} siteId={site.id}>
      <InsightsScreen siteId={site.id} />
    </DashboardShell>
  );
}

/** The route under `SiteArea`: its own chunk, and the chart library a chunk after it, so no other screen loads them. */
export function SiteInsightsRoute() {
  return <SiteInsightsPage site={useLoadedSite()} />;
}
