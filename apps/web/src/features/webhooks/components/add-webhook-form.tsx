import {
  type CreatedWebhook,
  type WebhookEventType,
  type WebhookFormat,
  webhookEventTypes,
  webhookFormats,
} from '@sitewatch/shared';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import checkStyles from '../../../ui/check-field.module.css';
import { SelectField, TextField } from '../../../ui/field';
import statusStyles from '../../../ui/status-message.module.css';
import { useCreateWebhook } from '../api/site-webhooks';
import { eventLabels, formatLabels } from './webhook-labels';
import styles from './webhooks-section.module.css';

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.body?.fieldErrors ?? {})[0]?.[0] ?? error.message)
    : 'Something went wrong. Please try again.';

/** Adds an endpoint; its signing secret is shown here once, after it is created. */
export function AddWebhookForm({ siteId }: { siteId: string }) {
  const create = useCreateWebhook(siteId);
  const [url, setUrl] = useState('');
  const [format, setFormat] = useState<WebhookFormat>('standard');
  const [events, setEvents] = useState<WebhookEventType[]>([...webhookEventTypes]);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const id = useId();

  const toggle = (event: WebhookEventType, checked: boolean) =>
    setEvents((current) => (checked ? [...current, event] : current.filter((e) => e !== event)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim() || events.length === 0) return;
    create.mutate(
      { url: url.trim(), format, events },
      {
        onSuccess: (webhook) => {
          setCreated(webhook);
          setUrl('');
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subtitle}>
        Add a webhook
      </h3>
      <TextField
        label="Receiver URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/hooks/sitewatch"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={create.isError ? errorText(create.error) : undefined}
      />
      <SelectField
        label="Format"
        value={format}
        options={webhookFormats.map((value) => ({ value, label: formatLabels[value] }))}
        onChange={(event) => setFormat(event.target.value as WebhookFormat)}
      />
      <fieldset className={styles.events}>
        <legend className={styles.label}>Events</legend>
        {webhookEventTypes.map((value) => (
          <label key={value} className={checkStyles.check}>
            <input
              type="checkbox"
              checked={events.includes(value)}
              onChange={(event) => toggle(value, event.target.checked)}
            />
            {eventLabels[value]}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" isLoading={create.isPending} disabled={!url.trim() || events.length === 0}>
          Add webhook
        </Button>
      </div>
      <div role="status">
        {created && !create.isError ? (
          <div className={styles.secret}>
            <p className={statusStyles.hint}>Webhook added. Copy its signing secret now: it is shown only once.</p>
            <TextField
              label="Signing secret"
              className={styles.secretValue}
              readOnly
              value={created.secret}
              onFocus={(event) => event.target.select()}
            />
          </div>
        ) : null}
      </div>
    </form>
  );
}
