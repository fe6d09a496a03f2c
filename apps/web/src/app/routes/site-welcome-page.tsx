import type { Site } from '@sitewatch/shared';
import { sitePath } from '@sitewatch/shared/paths';
import { WelcomeScreen } from '../../features/sites';
import { DashboardShell } from '../layouts/dashboard-shell';
import { useLoadedSite } from './site-area';

/** `siteWelcomePath` and any unknown path under the site. */
export function SiteWelcomePage({ site }: { site: Site }) {
  return (
    <DashboardShell title={site.name} siteId={site.id}>
      <WelcomeScreen site={site} liveIssuesHref={sitePath(site.id)} />
    </DashboardShell>
  );
}

/** The route under `SiteArea`: its own chunk, so the other site screens load only when opened. */
export function SiteWelcomeRoute() {
  return <SiteWelcomePage site={useLoadedSite()} />;
}
