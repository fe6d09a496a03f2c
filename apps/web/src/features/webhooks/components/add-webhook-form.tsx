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
      <label htmlFor={`${id}-url`} className={styles.label}>
        Receiver URL
      </label>
      <input
        id={`${id}-url`}
        className={styles.input}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/hooks/sitewatch"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        aria-invalid={create.isError}
        aria-describedby={`${id}-status`}
      />
      <label htmlFor={`${id}-format`} className={styles.label}>
        Format
      </label>
      <select
        id={`${id}-format`}
        className={styles.input}
        value={format}
        onChange={(event) => setFormat(event.target.value as WebhookFormat)}
      >
        {webhookFormats.map((value) => (
          <option key={value} value={value}>
            {formatLabels[value]}
          </option>
        ))}
      </select>
      <fieldset className={styles.events}>
        <legend className={styles.label}>Events</legend>
        {webhookEventTypes.map((value) => (
          <label key={value} className={styles.check}>
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
      <div id={`${id}-status`} role="status">
        {create.isError ? <p className={styles.error}>{errorText(create.error)}</p> : null}
        {created && !create.isError ? (
          <div className={styles.secret}>
            <p className={styles.hint}>Webhook added. Copy its signing secret now: it is shown only once.</p>
            <label htmlFor={`${id}-secret`} className={styles.label}>
              Signing secret
            </label>
            <input
              id={`${id}-secret`}
              className={`${styles.input} ${styles.secretValue}`}
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
