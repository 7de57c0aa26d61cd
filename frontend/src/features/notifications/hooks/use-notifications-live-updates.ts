import { useQueryClient } from '@tanstack/react-query';
import type { NotificationType, UnreadCountResponse } from '@conectando/contracts';
import { notify } from '@/components/ui/toaster';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import { notificationKeys } from '../api/notification-keys';
import { markReadInFeed, putOnTopOfFeed, setUnreadCount } from '../utils/notifications-cache';

// Notifications that arrive with an alert of their own (the award dialog): a toast would cover it with the same words.
const TYPES_WITH_OWN_ALERT: ReadonlySet<NotificationType> = new Set(['application.awarded']);

// For the whole signed-in session: the feed, the bell and a toast follow the person's notifications on every device.
export function useNotificationsLiveUpdates(): void {
  const queryClient = useQueryClient();

  useSocketEvent('notification:created', (notification) => {
    const previous = putOnTopOfFeed(queryClient, notification);
    // Pushes may repeat (at-least-once): the same entry at the same count is no news.
    if (previous && previous.count === notification.count) return;
    const countedAlready = previous !== undefined && previous.readAt === null;
    if (!countedAlready && !notification.readAt) setUnreadCount(queryClient, (count) => count + 1);
    if (!TYPES_WITH_OWN_ALERT.has(notification.type))
      notify({ title: notification.title, description: notification.body });
  });

  // Read on this device or another one: the server says what the bell now shows.
  useSocketEvent('notifications:read', ({ ids, all, unreadCount }) => {
    markReadInFeed(queryClient, all ? 'all' : ids);
    queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount(), { count: unreadCount });
  });

  // Notifications created while the socket was away: the badge and the feed are read again.
  useSocketConnect(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }), { sessionWide: true });
}
