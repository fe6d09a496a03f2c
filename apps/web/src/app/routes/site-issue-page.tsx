import type { Site } from '@sitewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { issueQueryOptions } from '../../features/issues/api/get-issue';
import { IssueDetail, IssueNotFound } from '../../features/issues/components/issue-detail';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { DashboardShell } from '../layouts/dashboard-shell';
import styles from './site-pages.module.css';

/** /u/dashboard/site/{siteId}/issue/{issueId}/details: the issue title in the header, back to the site. */
export function SiteIssuePage({ site }: { site: Site }) {
  const { issueId = '' } = useParams();
  const { data: issue, isPending, error, refetch } = useQuery(issueQueryOptions(site.id, issueId));
  const back = { to: `/u/dashboard/site/${site.id}`, label: 'Back to live issues' };

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
    <DashboardShell title={issue.title} back={back} siteId={site.id}>
      <IssueDetail issue={issue} />
    </DashboardShell>
  );
}
