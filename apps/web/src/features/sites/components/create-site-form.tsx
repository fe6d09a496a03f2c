import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateSiteForm as CreateSiteFormValues,
  createSiteForm,
  defaultSiteType,
  type Site,
  sitePurposeLabels,
  sitePurposes,
  siteTypeLabels,
  siteTypes,
  toCreateSiteRequest,
} from '@sitewatch/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { SelectField, TextField } from '../../../ui/field';
import { useCreateSite } from '../api/create-site';
import styles from './create-site-form.module.css';

const defaultValues: CreateSiteFormValues = {
  name: '',
  postcode: '',
  operatingHours: '',
  purpose: '',
  customPurpose: '',
  type: defaultSiteType,
};

/** Server field paths (POST /api/site) and the form field that shows each. */
const serverFieldToFormField: Record<string, keyof CreateSiteFormValues> = {
  name: 'name',
  'context.postcode': 'postcode',
  'context.operatingHours': 'operatingHours',
  'context.purpose': 'purpose',
  type: 'type',
};

/**
 * 'Tell us about your site' (spec sections 2 and 5). Errors show only after the first Continue
 * (react-hook-form validates on submit, then on every change); Enter in a field submits.
 */
export function CreateSiteForm({ onCreated }: { onCreated: (site: Site) => void }) {
  const createSite = useCreateSite();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    clearErrors,
    formState: { errors, isSubmitted },
  } = useForm<CreateSiteFormValues>({ resolver: zodResolver(createSiteForm), defaultValues });
  const purpose = watch('purpose');
  // The free-text field goes away with 'other'; so must its error, or Continue would stay blocked.
  useEffect(() => {
    if (purpose !== 'other') clearErrors('customPurpose');
  }, [purpose, clearErrors]);
  // Spec section 5: Continue is blocked while any field error is shown (a server failure is not one).
  const hasFieldErrors = isSubmitted && Object.keys(errors).some((field) => field !== 'root');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const site = await createSite.mutateAsync(toCreateSiteRequest(values));
      onCreated(site);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
      let shown = false;
      for (const [path, messages] of Object.entries(fieldErrors ?? {})) {
        const field = serverFieldToFormField[path];
        if (!field || !messages[0]) continue;
        // 'other' sends the free text as the purpose, so its errors belong to that field.
        const target = field === 'purpose' && values.purpose === 'other' ? 'customPurpose' : field;
        setError(target, { message: messages[0] });
        shown = true;
      }
      if (!shown) {
        setError('root', { message: error instanceof Error ? error.message : 'The site could not be created.' });
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label="Site name" autoComplete="organization" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Postcode"
        autoComplete="postal-code"
        error={errors.postcode?.message}
        {...register('postcode')}
      />
      <TextField
        label="Operating hours"
        placeholder="e.g. Mon-Sat 9:00-17:30"
        error={errors.operatingHours?.message}
        {...register('operatingHours')}
      />
      <SelectField
        label="Site function"
        placeholder="Choose the site's function"
        options={sitePurposes.map((value) => ({ value, label: sitePurposeLabels[value] }))}
        error={errors.purpose?.message}
        {...register('purpose')}
      />
      {purpose === 'other' ? (
        <TextField
          label="Specify the site function"
          error={errors.customPurpose?.message}
          {...register('customPurpose')}
        />
      ) : null}
      <fieldset className={styles.roles}>
        <legend className={styles.legend}>Your role at this site</legend>
        <div className={styles.roleOptions}>
          {siteTypes.map((type) => (
            <label key={type} className={styles.role}>
              <input type="radio" value={type} className={styles.roleInput} {...register('type')} />
              {siteTypeLabels[type]}
            </label>
          ))}
        </div>
        {errors.type?.message ? (
          <p className={styles.error} role="alert">
            {errors.type.message}
          </p>
        ) : null}
      </fieldset>
      {errors.root?.message ? (
        <p className={styles.error} role="alert">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="large" fullWidth isLoading={createSite.isPending} disabled={hasFieldErrors}>
        Continue
      </Button>
    </form>
  );
}
