import type { NotificationSettings } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getNotificationSettings = () => apiRequest<NotificationSettings>('/settings/notifications');

export const getNotificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'notifications'], queryFn: getNotificationSettings });

export const useNotificationSettings = () => useQuery(getNotificationSettingsQueryOptions());
