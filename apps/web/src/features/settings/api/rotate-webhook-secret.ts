import type { WebhookSettings } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getWebhookSettingsQueryOptions } from './get-webhook-settings';

export const rotateWebhookSecret = () =>
  apiRequest<WebhookSettings>('/settings/webhook/rotate-secret', { method: 'POST' });

export const useRotateWebhookSecret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: (saved) => queryClient.setQueryData(getWebhookSettingsQueryOptions().queryKey, saved),
  });
};
