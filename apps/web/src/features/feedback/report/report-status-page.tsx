import type { VisitorReportStatus } from '@sitewatch/shared';
import { stillAProblemNoteLimit, stillAProblemPhotoLimit } from '@sitewatch/shared/constants';
import { en } from '@sitewatch/shared/i18n';
import { feedbackPath, statusPagePath } from '@sitewatch/shared/paths';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { PageSpinner } from '../../../ui/spinner';
import textareaStyles from '../../../ui/textarea.module.css';
import { useLanguage } from '../language/use-language';
import { PublicApiError } from '../lib/public-fetch';
import type { SiteParams } from '../lib/site-headers';
import { uploadFile } from '../lib/upload-file';
import { PhotoPicker } from '../photos/photo-picker';
import { usePhotoPicker } from '../photos/use-photo-picker';
import { CheckIcon, PinIcon } from '../ui/icons';
import { StatusView } from '../ui/status-view';
import { fillTime, formatVisitorDate } from './format-visitor-date';
import { createRecentReports } from './recent-reports-storage';
import { getReportStatus, reportPhotoUrl, reportStillAProblem } from './report-status';
import styles from './report-status-page.module.css';

type Load = { status: 'loading' } | { status: 'ready'; report: VisitorReportStatus } | { status: 'notFound' | 'error' };

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The private status page of one report (issue 14) at /feedback/{siteId}/{siteIdCode}/report/{token}:
 * under the feedback link so it loads the small visitor page and already knows the site's headers.
 */
export function ReportStatusPage({ params, token }: { params: SiteParams; token: string }) {
  const { language, translation, setLanguage } = useLanguage();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [followUp, setFollowUp] = useState<'idle' | 'sending' | 'failed' | { statusToken: string }>('idle');
  /** What is still wrong, in the visitor's words (optional). */
  const [note, setNote] = useState('');
  /** Photos of what is still wrong (optional), uploaded as they are chosen, as in the chat. */
  const photos = usePhotoPicker({
    upload: useCallback((photo: Blob) => uploadFile(params, 'issue-reporting-images', photo), [params]),
    limit: stillAProblemPhotoLimit,
  });
  const hasAdoptedLanguage = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    getReportStatus(params, token, controller.signal)
      .then((report) => setLoad({ status: 'ready', report }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: error instanceof PublicApiError && error.status === 404 ? 'notFound' : 'error' });
      });
    return () => controller.abort();
  }, [params, token]);

  // The page speaks the language the visitor reported in (the link may be opened from an email elsewhere).
  useEffect(() => {
    if (load.status !== 'ready' || hasAdoptedLanguage.current) return;
    hasAdoptedLanguage.current = true;
    if (load.report.language && load.report.language !== language) setLanguage(load.report.language);
  }, [load, language, setLanguage]);

  if (!translation || load.status === 'loading') return <PageSpinner label={(translation ?? en).page.loading} />;
  const texts = translation.visitorReport;
  const chatPath = feedbackPath(params);
  if (load.status !== 'ready') {
    return (
      <StatusView text={load.status === 'notFound' ? texts.notFound : translation.page.loadError}>
        <a className={styles.back} href={chatPath}>
          {texts.backToChat}
        </a>
      </StatusView>
    );
  }
  const { report } = load;
  const stateLabel =
    report.state === 'fixed'
      ? texts.stateFixed
      : report.state === 'being-handled'
        ? texts.stateBeingHandled
        : texts.stateReceived;

  async function sayStillAProblem() {
    setFollowUp('sending');
    try {
      const statusToken = await reportStillAProblem(params, token, language, {
        note: note.trim() || undefined,
        photoFileKeys: photos.fileKeys,
      });
      createRecentReports(params.siteId, localStorageOrUndefined()).remember({
        statusToken,
        title: report.title,
        reportedAt: Date.now(),
      });
      setFollowUp({ statusToken });
    } catch {
      setFollowUp('failed');
    }
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{texts.statusTitle}</h1>
      <article className={styles.card}>
        <p className={`${styles.state} ${styles[report.state]}`} data-state={report.state}>
          {report.state === 'fixed' ? <CheckIcon size={16} /> : null}
          <span>{stateLabel}</span>
        </p>
        <h2 className={styles.title}>{report.title}</h2>
        <p className={styles.location}>
          <PinIcon size={16} />
          <span>{report.location}</span>
        </p>
        <p className={styles.when}>
          {fillTime(texts.reportedAt, formatVisitorDate(report.createdAt, language, 'moment'))}
        </p>
        {report.fixedAt ? (
          <p className={styles.when}>
            {fillTime(texts.fixedAt, formatVisitorDate(report.fixedAt, language, 'moment'))}
          </p>
        ) : null}
        {report.photos.length > 0 ? (
          <div className={styles.photos}>
            {report.photos.map((photo) => (
              <img
                key={photo.id}
                src={reportPhotoUrl(token, photo.id)}
                alt={translation.page.photoAlt}
                loading="lazy"
              />
            ))}
          </div>
        ) : null}
      </article>
      {report.state === 'fixed' ? (
        <section className={styles.stillAProblem} aria-labelledby="still-a-problem">
          <h2 id="still-a-problem" className={styles.subheading}>
            {texts.stillAProblem}
          </h2>
          {typeof followUp === 'object' ? (
            <p role="status" className={styles.sent}>
              {texts.stillAProblemSent} <a href={statusPagePath(params, followUp.statusToken)}>{texts.followLink}</a>
            </p>
          ) : (
            <>
              {followUp === 'failed' ? (
                <p role="alert" className={styles.error}>
                  {translation.issueReportForm.submitError}
                </p>
              ) : null}
              {/* What is still wrong goes to whoever had the job; empty, the first report's words are used. */}
              <label className={styles.noteLabel} htmlFor="still-a-problem-note">
                {texts.stillAProblemNote}
              </label>
              <textarea
                id="still-a-problem-note"
                className={`${textareaStyles.textarea} ${styles.note}`}
                rows={3}
                maxLength={stillAProblemNoteLimit}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              <PhotoPicker picker={photos} texts={translation.page} disabled={followUp === 'sending'} />
              {/* A photo still uploading holds the button: the follow-up goes once, with every photo chosen. */}
              <Button
                variant="outline"
                isLoading={followUp === 'sending'}
                disabled={photos.isBusy}
                onClick={() => void sayStillAProblem()}
              >
                {texts.stillAProblemButton}
              </Button>
            </>
          )}
        </section>
      ) : null}
      <a className={styles.back} href={chatPath}>
        {texts.backToChat}
      </a>
    </main>
  );
}
