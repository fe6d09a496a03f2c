import { sitePath } from '@sitewatch/shared/paths';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useUser } from '../../users';
import { useRequestReport } from '../api/request-report';
import styles from './generate-report-page.module.css';

function CheckIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="none" aria-hidden="true" className={styles.done}>
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Spec section 2 "Generate report screen": requests the report when opened, shows it is being generated,
 * then that it was sent. The server answers at once; the email follows from a background job.
 */
export function GenerateReportPage() {
  const { siteId = '' } = useParams();
  const { data: user } = useUser();
  const report = useRequestReport();
  const requestedFor = useRef<string | null>(null);
  const { mutate } = report;

  useEffect(() => {
    // Once per opening (StrictMode runs effects twice; refs survive that).
    if (requestedFor.current === siteId) return;
    requestedFor.current = siteId;
    mutate(siteId);
  }, [siteId, mutate]);

  const email = user?.email ?? report.data?.email ?? '';
  const emailText = <span className={styles.email}>{email}</span>;
  const liveIssuesHref = sitePath(siteId);

  if (report.isError) {
    return (
      <section className={styles.screen} aria-labelledby="report-title">
        <p className={styles.label}>Generating Report</p>
        <h2 id="report-title" className={styles.heading}>
          The report could not be requested
        </h2>
        <p className={styles.error} role="alert">
          {report.error.message}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => mutate(siteId)}>Try again</Button>
          <Link to={liveIssuesHref} className={buttonClassName({ variant: 'outline' })}>
            Back to live issues
          </Link>
        </div>
      </section>
    );
  }

  if (report.isSuccess) {
    return (
      <section className={styles.screen} aria-labelledby="report-title">
        <div className={styles.icon}>
          <CheckIcon />
        </div>
        <p className={styles.label}>Report Generated</p>
        <h2 id="report-title" className={styles.heading}>
          Your Sitewatch Report has been generated
        </h2>
        <p className={styles.text}>Your report has been sent to {emailText}</p>
        <div className={styles.actions}>
          <Link to={liveIssuesHref} className={buttonClassName({ variant: 'light', size: 'large' })}>
            Back to live issues
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.screen} aria-labelledby="report-title" aria-busy="true">
      <div className={styles.icon}>
        <Spinner size={32} label="Generating report" />
      </div>
      <p className={styles.label}>Generating Report</p>
      <h2 id="report-title" className={styles.heading}>
        Your Sitewatch Report is being generated
      </h2>
      {email ? (
        <p className={styles.text}>
          You will receive this report via email at {emailText}. You can safely close this page.
        </p>
      ) : null}
    </section>
  );
}
