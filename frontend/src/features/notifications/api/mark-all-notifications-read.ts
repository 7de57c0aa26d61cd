import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import type { NotificationsData } from './get-notifications';
import { notificationKeys } from './notification-keys';

export const markAllNotificationsRead = (): Promise<UnreadCountResponse> =>
  api.patch<UnreadCountResponse>('/notifications/read-all');

export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<NotificationsData>(notificationKeys.list(), (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.map((n) => (n.readAt ? n : { ...n, readAt })) })),
        },
      );
      queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount(), { count: 0 });
    },
    onSuccess: (count) => queryClient.setQueryData(notificationKeys.unreadCount(), count),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
