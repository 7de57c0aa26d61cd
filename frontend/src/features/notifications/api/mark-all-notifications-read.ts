import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { markReadInFeed } from '../utils/notifications-cache';
import { notificationKeys } from './notification-keys';

export const markAllNotificationsRead = (): Promise<UnreadCountResponse> =>
  api.patch<UnreadCountResponse>('/notifications/read-all');

export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      markReadInFeed(queryClient, 'all');
      queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount(), { count: 0 });
    },
    onSuccess: (count) => queryClient.setQueryData(notificationKeys.unreadCount(), count),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
