import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AccountSetupForm as AccountSetupValues,
  accountSetupForm,
  type NotificationPreference,
  notificationPreferenceOptions,
} from '@sitewatch/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { SelectField, TextField } from '../../../ui/field';
import styles from './account-setup-form.module.css';

export interface AccountSetupFormProps {
  defaultName: string;
  /** '' starts unselected: the spec's default 'weekly' is not an option (spec section 5). */
  defaultPreference: NotificationPreference | '';
  onSubmit: (values: { name: string; notificationPreference: NotificationPreference }) => Promise<void>;
  submitError?: string | null;
}

/**
 * Name and notification preference. Spec section 5: errors show only after the first Continue;
 * Continue is blocked while any error exists; Enter in the name field submits.
 */
export function AccountSetupForm({ defaultName, defaultPreference, onSubmit, submitError }: AccountSetupFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string; notificationPreference: string }, unknown, AccountSetupValues>({
    resolver: zodResolver(accountSetupForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: defaultName, notificationPreference: defaultPreference },
  });
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <SelectField
        label="Notification preference"
        hint="Which new issues should we email you about?"
        placeholder="Choose an option"
        options={notificationPreferenceOptions}
        error={errors.notificationPreference?.message}
        {...register('notificationPreference')}
      />
      {submitError ? (
        <p className={styles.submitError} role="alert">
          {submitError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="large" fullWidth disabled={hasErrors} isLoading={isSubmitting}>
        Continue
      </Button>
    </form>
  );
}
