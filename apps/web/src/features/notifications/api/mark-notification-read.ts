import type { AgentNotification, NotificationList } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getUnreadNotificationsQueryOptions } from './get-notifications';

export const markNotificationRead = (id: string) =>
  apiRequest<AgentNotification>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });

export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  const { queryKey } = getUnreadNotificationsQueryOptions();
  return useMutation({
    mutationFn: markNotificationRead,
    // The item leaves the list at once; the server's answer then confirms it.
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<NotificationList>(queryKey);
      if (previous) {
        const items = previous.items.filter((n) => n.id !== id);
        const removed = previous.items.length - items.length;
        queryClient.setQueryData<NotificationList>(queryKey, {
          ...previous,
          items,
          unreadCount: Math.max(0, previous.unreadCount - removed),
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
};
