import type { Site } from '@sitewatch/shared';
import { sitePath } from '@sitewatch/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  ActivityTimeline,
  AssignPanel,
  IssueDetail,
  IssueNotFound,
  issueActivityQueryOptions,
  issueQueryOptions,
  TriageEditor,
  useIssueLive,
} from '../../features/issues';
import { siteMembersQueryOptions } from '../../features/members';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { DashboardShell } from '../layouts/dashboard-shell';
import { useLoadedSite } from './site-area';
import styles from './site-pages.module.css';

/** `siteIssuePath`: the issue title in the header, back to the site. */
export function SiteIssuePage({ site }: { site: Site }) {
  const { issueId = '' } = useParams();
  const { data: issue, isPending, error, refetch } = useQuery(issueQueryOptions(site.id, issueId));
  const { data: work } = useQuery({ ...issueActivityQueryOptions(site.id, issueId), enabled: Boolean(issue) });
  const { data: team } = useQuery({ ...siteMembersQueryOptions(site.id), enabled: Boolean(issue) });
  // Everyone with the issue open sees changes (triage, assignment, notes, resolution) as they happen.
  useIssueLive(site.id, issueId);
  const back = { to: sitePath(site.id), label: 'Back to live issues' };

  if (isPending) {
    return (
      <DashboardShell title={site.name} back={back} siteId={site.id}>
        <PageSpinner label="Loading issue" />
      </DashboardShell>
    );
  }
  if (!issue) {
    // 404 (missing, or not this site's) and 400 (not an issue id) both mean there is no such issue.
    const isMissing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <DashboardShell title={site.name} back={back} siteId={site.id}>
        {isMissing ? (
          <IssueNotFound />
        ) : (
          <section className={styles.message}>
            <p>The issue could not be loaded.</p>
            <Button variant="light" onClick={() => void refetch()}>
              Try again
            </Button>
          </section>
        )}
      </DashboardShell>
    );
  }
  return (
    // The managers' language first, as in the list row; the original is one tap away in the detail.
    <DashboardShell title={issue.translation?.title ?? issue.title} back={back} siteId={site.id}>
      <IssueDetail issue={issue} responseTargets={site.responseTargets} />
      <TriageEditor issue={issue} />
      <AssignPanel issue={issue} assignment={work?.assignment ?? null} members={team?.members ?? []} />
      {work ? <ActivityTimeline siteId={site.id} issueId={issue.id} activities={work.activities} /> : null}
    </DashboardShell>
  );
}

/** The route under `SiteArea`: its own chunk, so the other site screens load only when opened. */
export function SiteIssueRoute() {
  return <SiteIssuePage site={useLoadedSite()} />;
}
