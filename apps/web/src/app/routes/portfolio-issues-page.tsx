import type { User } from '@sitewatch/shared';
import { siteIssuePath } from '@sitewatch/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import type { LiveIssuesScreenProps } from '../../features/issues';
import { SiteFilter, sitesSummaryQueryOptions, useSiteNames } from '../../features/portfolio';
import { PageSpinner } from '../../ui/spinner';
import { DashboardShell } from '../layouts/dashboard-shell';
import { useSignedInUser } from './user-area';

/**
 * The site's Live issues screen, loaded from its route's chunk. Imported statically, the modules the two pages
 * share would be split off into chunks of their own, and the site's live list (its budget all but spent) would
 * load more bytes for the same code.
 */
const LiveIssuesScreen = lazy(() =>
  import('./site-live-issues-page').then(({ LiveIssuesScreen, portfolioList }) => ({
    default: (props: Omit<LiveIssuesScreenProps, 'list'>) => <LiveIssuesScreen list={portfolioList} {...props} />,
  })),
);

/** `portfolioIssuesPath`: the live list of every site the user belongs to, each row naming its site. */
export function PortfolioIssuesPage({ user }: { user: User }) {
  const siteNames = useSiteNames(user.sites);
  // The side menu's counts bring each site's response targets: each row is due by its own site's.
  const summary = useQuery(sitesSummaryQueryOptions);
  const siteTargets = useMemo(
    () => Object.fromEntries((summary.data?.sites ?? []).map((site) => [site.siteId, site.responseTargets])),
    [summary.data],
  );
  return (
    <DashboardShell title="All sites">
      <Suspense fallback={<PageSpinner />}>
        <LiveIssuesScreen
          issueHref={(issueId, siteId) => siteIssuePath(siteId, issueId)}
          siteNames={siteNames}
          siteTargets={siteTargets}
          moreFilters={(filter, onChange) => <SiteFilter sites={user.sites} filter={filter} onChange={onChange} />}
        />
      </Suspense>
    </DashboardShell>
  );
}

/** The route under `UserArea`: a chunk of its own, so the site's live list carries none of it. */
export function PortfolioIssuesRoute() {
  return <PortfolioIssuesPage user={useSignedInUser()} />;
}
