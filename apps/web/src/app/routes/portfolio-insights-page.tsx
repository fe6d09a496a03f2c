import type { User } from '@sitewatch/shared';
import { InsightsScreen } from '../../features/insights';
import { useSiteNames } from '../../features/portfolio';
import { DashboardShell } from '../layouts/dashboard-shell';
import { useSignedInUser } from './user-area';

/** `portfolioInsightsPath`: the insights of every site the user belongs to, together. */
export function PortfolioInsightsPage({ user }: { user: User }) {
  const siteNames = useSiteNames(user.sites);
  return (
    <DashboardShell title="All sites">
      <InsightsScreen siteId={null} siteNames={siteNames} />
    </DashboardShell>
  );
}

/** The route under `UserArea`: a chunk of its own, like the site's insights. */
export function PortfolioInsightsRoute() {
  return <PortfolioInsightsPage user={useSignedInUser()} />;
}
