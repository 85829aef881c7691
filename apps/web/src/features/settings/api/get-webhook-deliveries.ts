import type { WebhookDeliveryPage } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** While a delivery is still being tried, the log refreshes itself. */
const PENDING_REFRESH_MS = 2000;

export const getWebhookDeliveries = () => apiRequest<WebhookDeliveryPage>('/settings/webhook/deliveries?limit=20');

export const getWebhookDeliveriesQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'webhook', 'deliveries'], queryFn: getWebhookDeliveries });

export const useWebhookDeliveries = () =>
  useQuery({
    ...getWebhookDeliveriesQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.items.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
