import { type PriorityId, priorities, responseTargetPriorities, responseTargets, type Site } from '@sitewatch/shared';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { SelectField, TextField } from '../../../ui/field';
import sectionStyles from '../../../ui/settings-section.module.css';
import statusStyles from '../../../ui/status-message.module.css';
import { useSaveResponseTargets } from '../api/save-response-targets';
import styles from './response-targets-section.module.css';
import { type TargetAmount, type TargetUnit, targetUnits, toTargetAmount, toTargetMinutes } from './target-amount';

type Amounts = Record<PriorityId, TargetAmount>;
type FieldErrors = Partial<Record<PriorityId, string>>;

const unitOptions = (Object.keys(targetUnits) as TargetUnit[]).map((unit) => ({ value: unit, label: unit }));

const amountsOf = (site: Site): Amounts => ({
  CRITICAL: toTargetAmount(site.responseTargets.CRITICAL),
  HIGH: toTargetAmount(site.responseTargets.HIGH),
  MEDIUM: toTargetAmount(site.responseTargets.MEDIUM),
  LOW: toTargetAmount(site.responseTargets.LOW),
});

/** The server's 400 answer, field by field, in the form's shape. */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const id of responseTargetPriorities) {
    const message = error.body?.fieldErrors?.[id]?.[0];
    if (message) errors[id] = message;
  }
  return errors;
}

/**
 * A site owner's response targets (issue 29): how long the team has to resolve an open issue of each priority.
 * The list and the detail count down to them; an issue past its target is overdue and its people are told once.
 */
export function ResponseTargetsSection({ site, onSaved }: { site: Site; onSaved(site: Site): void }) {
  const [amounts, setAmounts] = useState<Amounts>(() => amountsOf(site));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveResponseTargets(site.id, {
    onSaved: (saved) => {
      setAmounts(amountsOf(saved));
      onSaved(saved);
    },
  });
  const shownErrors = { ...fieldErrorsOf(save.error), ...errors };

  const change = (id: PriorityId, target: Partial<TargetAmount>) => {
    setAmounts((current) => ({ ...current, [id]: { ...current[id], ...target } }));
    save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = responseTargets.safeParse(toTargetMinutes(amounts));
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const id = issue.path[0] as PriorityId;
        next[id] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <section className={sectionStyles.section} aria-labelledby="response-targets-title">
      <h2 id="response-targets-title" className={sectionStyles.title}>
        Response targets
      </h2>
      <p className={sectionStyles.meta}>
        How long the team has to resolve an open issue of each priority. Issues past their target show as overdue, and
        their assignee and the site's owners get one email.
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Response targets">
        {responseTargetPriorities.map((id) => (
          <div key={id} className={styles.row}>
            <TextField
              label={priorities[id].label}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={amounts[id].amount}
              onChange={(event) => change(id, { amount: event.target.value })}
              error={shownErrors[id]}
            />
            <SelectField
              label={<span className="visually-hidden">{priorities[id].label} unit</span>}
              className={styles.unit}
              value={amounts[id].unit}
              options={unitOptions}
              onChange={(event) => change(id, { unit: event.target.value as TargetUnit })}
            />
          </div>
        ))}
        <div className={styles.actions}>
          <Button type="submit" isLoading={save.isPending}>
            Save targets
          </Button>
          <p role="status" className={statusStyles.hint}>
            {save.isSuccess ? 'Response targets saved.' : ''}
          </p>
        </div>
        {save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0 ? (
          <p role="alert" className={statusStyles.error}>
            The targets could not be saved. Please try again.
          </p>
        ) : null}
      </form>
    </section>
  );
}
