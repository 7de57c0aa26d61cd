import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationResponse, UnreadCountResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import type { NotificationsData } from './get-notifications';
import { notificationKeys } from './notification-keys';

export const markNotificationRead = (id: string): Promise<NotificationResponse> =>
  api.patch<NotificationResponse>(`/notifications/${encodeURIComponent(id)}/read`);

export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    // At once on screen; a failure reads the truth again.
    onMutate: (id) => {
      let wasUnread = false;
      const readAt = new Date().toISOString();
      queryClient.setQueryData<NotificationsData>(notificationKeys.list(), (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((n) => {
              if (n.id !== id || n.readAt) return n;
              wasUnread = true;
              return { ...n, readAt };
            }),
          })),
        },
      );
      if (wasUnread) {
        queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount(), (c) => c && { count: Math.max(0, c.count - 1) });
      }
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
