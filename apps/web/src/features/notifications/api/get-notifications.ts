import type { NotificationList } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The bell checks for new events this often; an alert "in minutes" needs no more. */
export const NOTIFICATIONS_REFRESH_MS = 30_000;

export const getUnreadNotifications = () => apiRequest<NotificationList>('/notifications?unread=true&limit=20');

export const getUnreadNotificationsQueryOptions = () =>
  queryOptions({ queryKey: ['notifications', 'unread'], queryFn: getUnreadNotifications });

export const useUnreadNotifications = () =>
  useQuery({
    ...getUnreadNotificationsQueryOptions(),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
