import { issueTextLimits } from '@sitewatch/shared/constants';
import type { Translation } from '@sitewatch/shared/i18n';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/button';
import { TextAreaField, TextField } from '../../../ui/field';
import styles from './issue-card.module.css';
import { type IssueFields, issueFieldNames } from './to-issue-request';

export interface IssueCardFormProps {
  fields: IssueFields;
  texts: Translation['issueReportForm'];
  onSubmit: (fields: IssueFields) => void;
}

/**
 * The card's Edit state (spec section 5): title, description and location must each be non-empty;
 * a field emptied by the visitor shows its missing-field message, and submit stays disabled until
 * all three are filled. Only emptiness is checked.
 */
export function IssueCardForm({ fields, texts, onSubmit }: IssueCardFormProps) {
  const [values, setValues] = useState<IssueFields>(fields);
  const isMissing = (name: keyof IssueFields) => values[name].trim() === '';
  const canSubmit = !issueFieldNames.some(isMissing);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit(values);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {issueFieldNames.map((name) => {
        const props = {
          label: texts[name].label,
          value: values[name],
          onChange: (event: { target: { value: string } }) =>
            setValues((current) => ({ ...current, [name]: event.target.value })),
          error: isMissing(name) ? texts[name].missingError : undefined,
          maxLength: issueTextLimits[name],
          required: true,
        };
        return name === 'description' ? (
          <TextAreaField key={name} rows={4} {...props} />
        ) : (
          <TextField key={name} {...props} />
        );
      })}
      <Button type="submit" fullWidth disabled={!canSubmit}>
        {texts.submitButton}
      </Button>
    </form>
  );
}
