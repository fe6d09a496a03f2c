import {
  type CreatedWebhook,
  type CreateWebhookRequest,
  createdWebhook,
  type Webhook,
  type WebhookDelivery,
  webhookDeliveryList,
  webhookList,
  webhookTestAccepted,
} from '@sitewatch/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const webhooksPath = (siteId: string) => `/api/site/${encodeURIComponent(siteId)}/webhooks`;
export const siteWebhooksQueryKey = (siteId: string) => ['site-webhooks', siteId] as const;
export const webhookDeliveriesQueryKey = (siteId: string, webhookId: string) =>
  ['site-webhooks', siteId, webhookId, 'deliveries'] as const;

/** GET /api/site/{siteId}/webhooks */
export function siteWebhooksQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: siteWebhooksQueryKey(siteId),
    queryFn: ({ signal }): Promise<Webhook[]> => apiFetch(webhooksPath(siteId), { schema: webhookList, signal }),
  });
}

/** GET /api/site/{siteId}/webhooks/{webhookId}/deliveries: refreshed while on screen, as deliveries arrive. */
export function webhookDeliveriesQueryOptions(siteId: string, webhookId: string) {
  return queryOptions({
    queryKey: webhookDeliveriesQueryKey(siteId, webhookId),
    queryFn: ({ signal }): Promise<WebhookDelivery[]> =>
      apiFetch(`${webhooksPath(siteId)}/${encodeURIComponent(webhookId)}/deliveries`, {
        schema: webhookDeliveryList,
        signal,
      }),
    refetchInterval: 3000,
  });
}

/** POST /api/site/{siteId}/webhooks: the answer holds the signing secret, shown this once. */
export function useCreateWebhook(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateWebhookRequest): Promise<CreatedWebhook> =>
      apiFetch(webhooksPath(siteId), { body: request, schema: createdWebhook }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteWebhooksQueryKey(siteId) }),
  });
}

/** DELETE /api/site/{siteId}/webhooks/{webhookId} */
export function useDeleteWebhook(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) =>
      apiFetch(`${webhooksPath(siteId)}/${encodeURIComponent(webhookId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteWebhooksQueryKey(siteId) }),
  });
}

/** POST /api/site/{siteId}/webhooks/{webhookId}/test */
export function useSendTestEvent(siteId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`${webhooksPath(siteId)}/${encodeURIComponent(webhookId)}/test`, {
        method: 'POST',
        schema: webhookTestAccepted,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey(siteId, webhookId) }),
  });
}
