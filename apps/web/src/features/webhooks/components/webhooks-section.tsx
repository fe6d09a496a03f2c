import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { siteWebhooksQueryOptions } from '../api/site-webhooks';
import { AddWebhookForm } from './add-webhook-form';
import { WebhookCard } from './webhook-card';
import styles from './webhooks-section.module.css';

/** The site owner's webhooks: endpoints that receive issue events, each with its delivery log. */
export function WebhooksSection({ siteId }: { siteId: string }) {
  const { data, isPending, isError, refetch } = useQuery(siteWebhooksQueryOptions(siteId));
  return (
    <section className={styles.section} aria-labelledby="webhooks-title">
      <h2 id="webhooks-title" className={styles.title}>
        Webhooks
      </h2>
      <p className={styles.meta}>
        Send new, resolved and overdue issues to another system, a Slack channel or a Microsoft Teams channel.
      </p>
      {isPending ? <Spinner label="Loading webhooks" /> : null}
      {isError ? (
        <div>
          <p>The webhooks could not be loaded.</p>
          <Button variant="light" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {data && data.length > 0 ? (
        <ul className={styles.list} aria-label="Webhooks">
          {data.map((webhook) => (
            <WebhookCard key={webhook.id} siteId={siteId} webhook={webhook} />
          ))}
        </ul>
      ) : null}
      {data ? <AddWebhookForm siteId={siteId} /> : null}
    </section>
  );
}
