import type { NotificationSettings, UpdateNotificationSettingsInput } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getNotificationSettingsQueryOptions } from './get-notification-settings';

export const updateNotificationSettings = (input: UpdateNotificationSettingsInput) =>
  apiRequest<NotificationSettings>('/settings/notifications', { method: 'PUT', body: input });

export const useUpdateNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(getNotificationSettingsQueryOptions().queryKey, saved),
  });
};
