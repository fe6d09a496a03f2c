import {
  type CategoryId,
  categories,
  categoryIds,
  type Issue,
  type PriorityId,
  priorities,
  priorityIds,
} from '@sitewatch/shared';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button';
import selectStyles from '../../../ui/select.module.css';
import { useOverrideTriage } from '../api/issue-work';
import styles from './issue-work.module.css';

/** Priority and category, correctable by any member; saved only when something changed. */
export function TriageEditor({ issue }: { issue: Issue }) {
  const override = useOverrideTriage(issue.siteId, issue.id);
  const [priorityId, setPriorityId] = useState<PriorityId>(issue.priority.id);
  const [categoryId, setCategoryId] = useState<CategoryId>(issue.category.id);
  const [lastSeen, setLastSeen] = useState({ p: issue.priority.id, c: issue.category.id });
  // Another member's change arrives live: show it unless this member is mid-edit.
  if (lastSeen.p !== issue.priority.id || lastSeen.c !== issue.category.id) {
    setLastSeen({ p: issue.priority.id, c: issue.category.id });
    setPriorityId(issue.priority.id);
    setCategoryId(issue.category.id);
  }
  const id = useId();
  const isChanged = priorityId !== issue.priority.id || categoryId !== issue.category.id;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        Triage
      </h2>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>Priority</span>
          <select
            className={`${styles.select} ${selectStyles.select}`}
            value={priorityId}
            onChange={(e) => setPriorityId(e.target.value as PriorityId)}
          >
            {[...priorityIds].reverse().map((pid) => (
              <option key={pid} value={pid}>
                {priorities[pid].label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Category</span>
          <select
            className={`${styles.select} ${selectStyles.select}`}
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value as CategoryId)}
          >
            {categoryIds.map((cid) => (
              <option key={cid} value={cid}>
                {categories[cid].name}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="light"
          isLoading={override.isPending}
          disabled={!isChanged || issue.status !== 'OPEN'}
          onClick={() => override.mutate({ priorityId, categoryId })}
        >
          Save triage
        </Button>
      </div>
      {override.isError ? (
        <p className={styles.error} role="alert">
          The change could not be saved. Please try again.
        </p>
      ) : null}
    </section>
  );
}
