import type { Site } from '@sitewatch/shared';
import { MembersScreen } from '../../features/members/components/members-screen';
import { useUser } from '../../features/users/api/get-user';
import { DashboardShell } from '../layouts/dashboard-shell';

/** /u/dashboard/site/{siteId}/members: the site's team. */
export function SiteMembersPage({ site }: { site: Site }) {
  const { data: user } = useUser();
  return (
    <DashboardShell
      title={site.name}
      siteId={site.id}
      back={{ to: `/u/dashboard/site/${site.id}`, label: 'Back to live issues' }}
    >
      <MembersScreen siteId={site.id} userId={user?.id ?? ''} />
    </DashboardShell>
  );
}
