import {
  type ActivityKind,
  type CategoryId,
  categories,
  type IssueActivity,
  type PriorityId,
  priorities,
} from '@sitewatch/shared';
import { formatDayTime } from '@sitewatch/shared/constants';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { useAddNote } from '../api/issue-work';
import styles from './issue-work.module.css';

const priorityLabel = (id: unknown) => priorities[id as PriorityId]?.label ?? String(id);
const categoryName = (id: unknown) => categories[id as CategoryId]?.name ?? String(id);

/** One line per timeline entry, in plain words. */
export function describeActivity(activity: IssueActivity): string {
  const d = activity.details;
  const who = activity.actor ?? 'Someone';
  const lines: Record<ActivityKind, () => string> = {
    reported: () => `Reported via chat (language: ${String(d.language ?? 'en')})`,
    triaged: () => `Triaged: ${priorityLabel(d.priorityId)} priority, ${categoryName(d.categoryId)}`,
    triage_changed: () =>
      `${who} changed triage to ${priorityLabel(d.priorityId)} priority, ${categoryName(d.categoryId)}`,
    assigned: () => `${who} assigned it to ${String(d.assignee ?? '')}${d.contractor ? ' (contractor)' : ''}`,
    unassigned: () => `${who} withdrew the assignment`,
    note: () => `${who}: ${String(d.text ?? '')}`,
    photo: () => `${who} added a photo`,
    resolved: () => (activity.actor ? `Resolved by ${activity.actor}` : 'Resolved'),
  };
  return lines[activity.kind]();
}

/** The issue's activity, oldest first, with a note field for members. */
export function ActivityTimeline({
  siteId,
  issueId,
  activities,
}: {
  siteId: string;
  issueId: string;
  activities: IssueActivity[];
}) {
  const addNote = useAddNote(siteId, issueId);
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    addNote.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        Activity
      </h2>
      <ol className={styles.timeline} aria-live="polite">
        {activities.map((activity) => (
          <li key={activity.id} className={styles.entry} data-kind={activity.kind}>
            <time className={styles.when} dateTime={new Date(activity.createdAt).toISOString()}>
              {formatDayTime(activity.createdAt)}
            </time>
            <span className={styles.what}>{describeActivity(activity)}</span>
          </li>
        ))}
      </ol>
      <form className={styles.row} onSubmit={submit}>
        <label className={styles.field} style={{ flex: '1 1 240px' }}>
          <span>Add a note</span>
          <input className={styles.select} value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
        </label>
        <Button type="submit" variant="light" isLoading={addNote.isPending} disabled={!text.trim()}>
          Add note
        </Button>
      </form>
    </section>
  );
}
