import type { IssueDetail } from '@sitewatch/shared';
import { formatDayTime } from '@sitewatch/shared/constants';
import { siteIssuePath } from '@sitewatch/shared/paths';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { useSplitReport } from '../api/split-report';
import styles from './issue-reports.module.css';

/**
 * Issue 14: every visitor's report of this issue (a repeat joins the open issue instead of a new row),
 * each later one with "Split out" for a wrong match, and the "still a problem?" links both ways.
 */
export function IssueReports({ issue, showOriginal = false }: { issue: IssueDetail; showOriginal?: boolean }) {
  const split = useSplitReport(issue.siteId, issue.id);
  const hasLinks = issue.followsIssueId !== undefined || issue.followedByIssueIds.length > 0;
  if (issue.reports.length < 2 && !hasLinks) return null;
  return (
    <section className={styles.section} aria-labelledby="issue-reports-title">
      {issue.followsIssueId ? (
        <p className={styles.link}>
          A visitor says this is still a problem after{' '}
          <Link to={siteIssuePath(issue.siteId, issue.followsIssueId)}>an issue marked fixed</Link>.
        </p>
      ) : null}
      {issue.followedByIssueIds.map((id) => (
        <p key={id} className={styles.link}>
          A visitor said this is still a problem: <Link to={siteIssuePath(issue.siteId, id)}>see the new report</Link>.
        </p>
      ))}
      {issue.reports.length > 1 ? (
        <>
          <h2 id="issue-reports-title" className={styles.title}>
            Reported {issue.reports.length} times
          </h2>
          <ol className={styles.list}>
            {issue.reports.map((report, index) => {
              // The detail's "Show original" switches every report with the issue's own text.
              const text = report.translation && !showOriginal ? report.translation : report;
              return (
                <li key={report.id} className={styles.report}>
                  <div className={styles.reportHead}>
                    <time dateTime={new Date(report.createdAt).toISOString()}>{formatDayTime(report.createdAt)}</time>
                    {report.language ? (
                      <span className={styles.language}>
                        {report.language.toUpperCase()}
                        {report.translation && !showOriginal ? ` → ${report.translation.language.toUpperCase()}` : ''}
                      </span>
                    ) : null}
                    {report.photos.length > 0 ? <span>{report.photos.length} photo(s)</span> : null}
                  </div>
                  <div
                    lang={
                      report.translation ? (text === report ? report.language : report.translation.language) : undefined
                    }
                  >
                    <p className={styles.reportTitle}>{text.title}</p>
                    <p className={styles.reportText}>{text.description}</p>
                    <p className={styles.reportText}>{text.location}</p>
                  </div>
                  {index > 0 ? (
                    <Button
                      variant="outline"
                      size="small"
                      isLoading={split.isPending && split.variables === report.id}
                      onClick={() => split.mutate(report.id)}
                    >
                      Split out as its own issue
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </section>
  );
}
