import type { AssistantIssueCreated } from '@sitewatch/shared';
import { formatDayTime } from '@sitewatch/shared/constants';
import type { Translation } from '@sitewatch/shared/i18n';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import type { IssueCardState } from '../chat/chat-state';
import { AlertIcon, CheckIcon, PencilIcon, PinIcon } from '../ui/icons';
import styles from './issue-card.module.css';
import { IssueCardForm } from './issue-card-form';
import type { IssueFields } from './to-issue-request';

export interface IssueCardProps {
  draft: AssistantIssueCreated;
  card: IssueCardState;
  texts: Translation['issueReportForm'];
  onEdit: () => void;
  onSubmit: (fields?: IssueFields) => void;
  onNewChat: () => void;
  /** Issue 14: the status link and email form, once the report is in (null without a token). */
  followUp?: ReactNode;
  /** The photos this report will send, as previews on this device (none after a reload). */
  photos?: ReadonlyArray<{ src: string; alt: string }>;
}

/** The fields that differ between two versions of the draft. */
function changedFields(before: IssueFields, after: IssueFields): Set<keyof IssueFields> {
  const names = (['title', 'description', 'location'] as const).filter((name) => before[name] !== after[name]);
  return new Set(names);
}

/** How long an updated field stays marked. */
const changedMarkMs = 4000;

/**
 * When the assistant updates the draft (a correction, a photo), the card comes into view and marks what changed:
 * "I have updated your report" must not point at a card scrolled out of sight.
 */
function useDraftUpdates(fields: IssueFields, isReview: boolean) {
  const ref = useRef<HTMLElement>(null);
  const previous = useRef(fields);
  const [changed, setChanged] = useState<Set<keyof IssueFields>>(() => new Set());
  useEffect(() => {
    const before = previous.current;
    previous.current = fields;
    if (!isReview || before === fields) return;
    const names = changedFields(before, fields);
    if (names.size === 0) return;
    setChanged(names);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
    const timer = setTimeout(() => setChanged(new Set()), changedMarkMs);
    return () => clearTimeout(timer);
  }, [fields, isReview]);
  return { ref, changed };
}

/** Spec section 2 "Issue card": Review, Edit, Submitting and Success; a failed submit keeps the draft. */
export function IssueCard({ draft, card, texts, onEdit, onSubmit, onNewChat, followUp, photos = [] }: IssueCardProps) {
  const titleId = `issue-card-${draft.id}`;
  const { ref, changed } = useDraftUpdates(card.fields, card.status === 'review');
  const mark = (name: keyof IssueFields) => (changed.has(name) ? ` ${styles.changed}` : '');
  return (
    <article ref={ref} className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <span id={titleId} className={styles.kicker}>
          {texts.issue}
        </span>
        <time className={styles.date} dateTime={new Date(card.shownAt).toISOString()}>
          {formatDayTime(new Date(card.shownAt))}
        </time>
      </header>
      {card.status === 'edit' ? (
        <IssueCardForm fields={card.fields} texts={texts} onSubmit={onSubmit} />
      ) : card.status === 'submitting' ? (
        <div className={styles.submitting}>
          <Spinner size={28} label={texts.submitButton} />
        </div>
      ) : card.status === 'success' ? (
        <div className={styles.success} role="status">
          <span className={styles.successIcon}>
            <CheckIcon size={22} />
          </span>
          <p className={styles.successMessage}>{texts.successMessage}</p>
          <p className={styles.successSubtitle}>
            {texts.successSubtitleMain}{' '}
            <a
              href={window.location.pathname}
              onClick={(event) => {
                event.preventDefault();
                onNewChat();
              }}
            >
              {texts.successSubtitleLink}
            </a>
          </p>
          {followUp}
        </div>
      ) : (
        <>
          <dl className={styles.fields}>
            <dt className="visually-hidden">{texts.title.label}</dt>
            <dd className={`${styles.title}${mark('title')}`}>{card.fields.title}</dd>
            <dt className="visually-hidden">{texts.description.label}</dt>
            <dd className={`${styles.description}${mark('description')}`}>{card.fields.description}</dd>
            <dt className="visually-hidden">{texts.location.label}</dt>
            <dd className={`${styles.location}${mark('location')}`}>
              <PinIcon size={16} />
              <span>{card.fields.location}</span>
            </dd>
          </dl>
          {photos.length > 0 ? (
            <ul className={styles.photos}>
              {photos.map((photo) => (
                <li key={photo.src}>
                  <img src={photo.src} alt={photo.alt} className={styles.photo} />
                </li>
              ))}
            </ul>
          ) : null}
          {card.status === 'failed' ? (
            <p className={styles.error} role="alert">
              <AlertIcon size={16} />
              <span>{texts.submitError}</span>
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="outline" onClick={onEdit}>
              <PencilIcon size={16} />
              {texts.editButton}
            </Button>
            <Button onClick={() => onSubmit()}>
              {card.status === 'failed' ? texts.retryButton : texts.submitButton}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}
