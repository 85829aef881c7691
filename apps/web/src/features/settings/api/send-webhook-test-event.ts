import type { WebhookDelivery } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getWebhookDeliveriesQueryOptions } from './get-webhook-deliveries';

export const sendWebhookTestEvent = () => apiRequest<WebhookDelivery>('/settings/webhook/test', { method: 'POST' });

export const useSendWebhookTestEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTestEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getWebhookDeliveriesQueryOptions().queryKey }),
  });
};
