import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { markReadInFeed, setUnreadCount } from '../utils/notifications-cache';
import { notificationKeys } from './notification-keys';

export const markNotificationRead = (id: string): Promise<NotificationResponse> =>
  api.patch<NotificationResponse>(`/notifications/${encodeURIComponent(id)}/read`);

export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    // At once on screen; a failure reads the truth again.
    onMutate: (id) => {
      const newlyRead = markReadInFeed(queryClient, [id]);
      if (newlyRead > 0) setUnreadCount(queryClient, (count) => count - newlyRead);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
