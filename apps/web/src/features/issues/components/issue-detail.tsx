import { categories, type Issue, type IssueDetail as IssueDetailData, type ResponseTargets } from '@sitewatch/shared';
import { formatDayTime } from '@sitewatch/shared/constants';
import { useId, useState } from 'react';
import { useNow } from '../hooks/use-now';
import { DueLabel } from './due-label';
import styles from './issue-detail.module.css';
import { IssueReports } from './issue-reports';
import { PhotoCarousel } from './photo-carousel';
import { PriorityIndicator } from './priority-indicator';
import { ResolveButton } from './resolve-button';
import { TranslationToggle } from './translation-toggle';

/** Where an issue's photo is served: only to members of its site (spec section 7). */
export function issuePhotoUrl(issueId: string, photoId: string): string {
  return `/api/public/issues/${encodeURIComponent(issueId)}/photos/${encodeURIComponent(photoId)}`;
}

/** Issue detail (spec section 2): time badge, location, title, description, photos, complete. */
export function IssueDetail({
  issue,
  responseTargets,
}: {
  issue: Issue | IssueDetailData;
  /** The site's response targets: an open issue shows time left or how late it is (issue 29). */
  responseTargets?: ResponseTargets;
}) {
  const [showOriginal, setShowOriginal] = useState(false);
  const now = useNow();
  const textId = useId();
  const translation = issue.translation;
  // An English issue may still have a report attached in another language: it switches the same way.
  const translatedFrom =
    (translation ? issue.language : undefined) ??
    ('reports' in issue ? issue.reports.find((report) => report.translation)?.language : undefined);
  // Issue 14: managers read the translation first; the visitor's words are one press away.
  const text = translation && !showOriginal ? translation : issue;
  const textLanguage = translation && !showOriginal ? translation.language : issue.language;
  return (
    <article className={styles.detail}>
      <div className={styles.badges}>
        <time className={styles.badge} dateTime={new Date(issue.createdAt).toISOString()}>
          {formatDayTime(issue.createdAt)}
        </time>
        <span className={styles.badge}>
          <PriorityIndicator priorityId={issue.priority.id} showLabel />
        </span>
        <span className={styles.badge}>{categories[issue.category.id]?.name ?? issue.category.id}</span>
        {responseTargets && issue.status === 'OPEN' ? (
          <DueLabel
            createdAt={issue.createdAt}
            priority={issue.priority.id}
            targets={responseTargets}
            now={now}
            className={styles.badge}
          />
        ) : null}
      </div>

      <PhotoCarousel sources={issue.photos.map((photo) => issuePhotoUrl(issue.id, photo.id))} alt={issue.title} />

      {translatedFrom ? (
        <TranslationToggle
          language={translatedFrom}
          showOriginal={showOriginal}
          onToggle={() => setShowOriginal((shown) => !shown)}
          controls={textId}
        />
      ) : null}

      <dl className={styles.lines} id={textId} lang={translation ? textLanguage : undefined}>
        <div className={styles.line}>
          <dt>Location</dt>
          <dd>{text.location}</dd>
        </div>
        <div className={styles.line}>
          <dt>Title</dt>
          <dd>{text.title}</dd>
        </div>
        <div className={styles.line}>
          <dt>Description</dt>
          <dd className={styles.description}>{text.description}</dd>
        </div>
      </dl>

      <div className={styles.actions}>
        <ResolveButton issue={issue} />
      </div>
      {'reports' in issue ? <IssueReports issue={issue} showOriginal={showOriginal} /> : null}
    </article>
  );
}

/** The screen for an issue that does not exist (spec section 2). */
export function IssueNotFound() {
  return (
    <section className={styles.notFound}>
      <h2>Issue Not Found</h2>
      <p>The issue you are looking for does not exist or has been deleted.</p>
    </section>
  );
}
