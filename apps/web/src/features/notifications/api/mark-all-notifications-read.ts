import type { MarkAllNotificationsReadResult, NotificationList } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getUnreadNotificationsQueryOptions } from './get-notifications';

export const markAllNotificationsRead = () =>
  apiRequest<MarkAllNotificationsReadResult>('/notifications/read-all', { method: 'POST' });

export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  const { queryKey } = getUnreadNotificationsQueryOptions();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationList>(queryKey, (list) => list && { ...list, items: [], unreadCount: 0 });
      return queryClient.invalidateQueries({ queryKey });
    },
  });
};
