import type { Site } from '@sitewatch/shared';
import { WelcomeScreen } from '../../features/sites/components/welcome-screen';
import { DashboardShell } from '../layouts/dashboard-shell';

/** /u/dashboard/site/{siteId}/welcome and any unknown path under the site. */
export function SiteWelcomePage({ site }: { site: Site }) {
  return (
    <DashboardShell title={site.name} siteId={site.id}>
      <WelcomeScreen site={site} liveIssuesHref={`/u/dashboard/site/${site.id}`} />
    </DashboardShell>
  );
}
