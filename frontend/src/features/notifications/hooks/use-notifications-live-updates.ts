import { useQueryClient } from '@tanstack/react-query';
import type { NotificationType, UnreadCountResponse } from '@conectando/contracts';
import { notify } from '@/components/ui/toaster';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import type { NotificationsData } from '../api/get-notifications';
import { notificationKeys } from '../api/notification-keys';

// Notifications that arrive with an alert of their own (the award dialog): a toast would cover it with the same words.
const TYPES_WITH_OWN_ALERT: ReadonlySet<NotificationType> = new Set(['application.awarded']);

/** For the whole signed-in session: a new notification joins the feed, bumps the badge and shows a toast. */
export function useNotificationsLiveUpdates(): void {
  const queryClient = useQueryClient();

  useSocketEvent('notification:created', (notification) => {
    let known = false;
    queryClient.setQueryData<NotificationsData>(notificationKeys.list(), (data) => {
      if (!data) return data;
      known = data.pages.some((page) => page.items.some((n) => n.id === notification.id));
      if (known) return data;
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first!, items: [notification, ...first!.items] }, ...rest] };
    });
    if (!known && !notification.readAt) {
      const count = queryClient.getQueryData<UnreadCountResponse>(notificationKeys.unreadCount());
      if (count) queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount(), { count: count.count + 1 });
      else void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    }
    if (!known && !TYPES_WITH_OWN_ALERT.has(notification.type)) notify({ title: notification.title, description: notification.body });
  });

  // Notifications created while the socket was away: the badge and the feed are read again.
  useSocketConnect(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
}
