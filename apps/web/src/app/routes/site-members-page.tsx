import type { Site } from '@sitewatch/shared';
import { sitePath } from '@sitewatch/shared/paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MembersScreen, siteMembersQueryOptions } from '../../features/members';
import { ResponseTargetsSection } from '../../features/response-targets';
import { siteQueryKey } from '../../features/sites';
import { useUser } from '../../features/users';
import { WebhooksSection } from '../../features/webhooks';
import { WeeklySummarySection } from '../../features/weekly-summary';
import { DashboardShell } from '../layouts/dashboard-shell';
import { useLoadedSite } from './site-area';
import styles from './site-pages.module.css';

/**
 * `siteMembersPath`: the site's team, the member's own weekly summary email and, for its owners, the site's
 * settings: response targets and webhooks.
 */
export function SiteMembersPage({ site }: { site: Site }) {
  const { data: user } = useUser();
  // The same query the members screen runs: it tells whether this user owns the site.
  const { data: members } = useQuery(siteMembersQueryOptions(site.id));
  const queryClient = useQueryClient();
  return (
    <DashboardShell title={site.name} siteId={site.id} back={{ to: sitePath(site.id), label: 'Back to live issues' }}>
      <MembersScreen siteId={site.id} userId={user?.id ?? ''} />
      <div className={styles.settingsSection}>
        <WeeklySummarySection siteId={site.id} />
      </div>
      {members?.myRole === 'owner' ? (
        <>
          <div className={styles.settingsSection}>
            {/* Every screen of the site reads the saved targets from the loaded site. */}
            <ResponseTargetsSection
              site={site}
              onSaved={(saved) => queryClient.setQueryData(siteQueryKey(site.id), saved)}
            />
          </div>
          <div className={styles.settingsSection}>
            <WebhooksSection siteId={site.id} />
          </div>
        </>
      ) : null}
    </DashboardShell>
  );
}

/** The route under `SiteArea`: its own chunk, so the other site screens load only when opened. */
export function SiteMembersRoute() {
  return <SiteMembersPage site={useLoadedSite()} />;
}
