import type { Webhook, WebhookDelivery } from '@sitewatch/shared';
import { formatDayTime } from '@sitewatch/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button';
import statusStyles from '../../../ui/status-message.module.css';
import { useDeleteWebhook, useSendTestEvent, webhookDeliveriesQueryOptions } from '../api/site-webhooks';
import { eventLabels, formatLabels } from './webhook-labels';
import styles from './webhooks-section.module.css';

const statusLabels: Record<WebhookDelivery['status'], string> = {
  succeeded: 'Delivered',
  retrying: 'Failed, will retry',
  failed: 'Failed',
};

/** One endpoint: what it receives, the test button, delete (confirmed) and its latest delivery attempts. */
export function WebhookCard({ siteId, webhook }: { siteId: string; webhook: Webhook }) {
  const sendTest = useSendTestEvent(siteId, webhook.id);
  const remove = useDeleteWebhook(siteId);
  const [isConfirming, setIsConfirming] = useState(false);
  const id = useId();
  return (
    <li className={styles.card} aria-labelledby={`${id}-url`}>
      <p id={`${id}-url`} className={styles.url}>
        {webhook.url}
      </p>
      <p className={styles.meta}>
        {formatLabels[webhook.format]} · {webhook.events.map((event) => eventLabels[event]).join(', ')}
      </p>
      <div className={styles.actions}>
        <Button
          variant="light"
          size="small"
          isLoading={sendTest.isPending}
          aria-label={`Send test event to ${webhook.url}`}
          onClick={() => sendTest.mutate()}
        >
          Send test event
        </Button>
        {isConfirming ? (
          <>
            <Button
              variant="outline"
              size="small"
              isLoading={remove.isPending}
              aria-label={`Yes, delete the webhook to ${webhook.url}`}
              onClick={() => remove.mutate(webhook.id)}
            >
              Yes, delete
            </Button>
            <Button variant="light" size="small" onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button
            variant="outline"
            size="small"
            aria-label={`Delete the webhook to ${webhook.url}`}
            onClick={() => setIsConfirming(true)}
          >
            Delete
          </Button>
        )}
      </div>
      <p className={statusStyles.hint} role="status">
        {sendTest.isSuccess ? 'Test event sent; it appears in the log below.' : ''}
        {isConfirming ? 'Delete this webhook? Its delivery log goes too.' : ''}
      </p>
      {sendTest.isError || remove.isError ? (
        <p className={statusStyles.error} role="alert">
          Something went wrong. Please try again.
        </p>
      ) : null}
      <DeliveryLog siteId={siteId} webhookId={webhook.id} />
    </li>
  );
}

function DeliveryLog({ siteId, webhookId }: { siteId: string; webhookId: string }) {
  const { data, isError } = useQuery(webhookDeliveriesQueryOptions(siteId, webhookId));
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.log}>
      <h4 id={id} className={styles.logTitle}>
        Recent deliveries
      </h4>
      {isError ? <p className={statusStyles.error}>The delivery log could not be loaded.</p> : null}
      {data && data.length === 0 ? <p className={styles.meta}>No deliveries yet.</p> : null}
      {data && data.length > 0 ? (
        <ul className={styles.deliveries}>
          {data.map((delivery) => (
            <li key={delivery.id} className={styles.delivery}>
              <span className={delivery.status === 'succeeded' ? styles.ok : styles.bad}>
                {statusLabels[delivery.status]}
              </span>
              <span>{delivery.eventType}</span>
              <span>{delivery.statusCode === null ? 'no answer' : `HTTP ${delivery.statusCode}`}</span>
              <span>attempt {delivery.attempt}</span>
              <time dateTime={new Date(delivery.createdAt).toISOString()}>{formatDayTime(delivery.createdAt)}</time>
              {delivery.error && delivery.status !== 'succeeded' ? (
                <span className={styles.deliveryError}>{delivery.error}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
