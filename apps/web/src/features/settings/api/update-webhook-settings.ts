import type { UpdateWebhookSettingsInput, WebhookSettings } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getWebhookSettingsQueryOptions } from './get-webhook-settings';

export const updateWebhookSettings = (input: UpdateWebhookSettingsInput) =>
  apiRequest<WebhookSettings>('/settings/webhook', { method: 'PUT', body: input });

export const useUpdateWebhookSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookSettings,
    onSuccess: (saved) => queryClient.setQueryData(getWebhookSettingsQueryOptions().queryKey, saved),
  });
};
