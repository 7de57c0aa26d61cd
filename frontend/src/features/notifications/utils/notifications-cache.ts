import type { QueryClient } from '@tanstack/react-query';
import type { NotificationResponse, UnreadCountResponse } from '@conectando/contracts';
import type { NotificationsData } from '../api/get-notifications';
import { notificationKeys } from '../api/notification-keys';

// Marks entries read in the cached feed (`'all'`: every entry); returns how many were unread.
export function markReadInFeed(queryClient: QueryClient, which: readonly string[] | 'all'): number {
  let newlyRead = 0;
  const readAt = new Date().toISOString();
  queryClient.setQueryData<NotificationsData>(
    notificationKeys.list(),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((n) => {
            if (n.readAt || (which !== 'all' && !which.includes(n.id))) return n;
            newlyRead += 1;
            return { ...n, readAt };
          }),
        })),
      },
  );
  return newlyRead;
}

// Puts a new or grown entry at the top of the cached feed (a chat's entry keeps its id as its count
// grows). Returns the cached version it replaced, if the feed held one.
export function putOnTopOfFeed(
  queryClient: QueryClient,
  notification: NotificationResponse,
): NotificationResponse | undefined {
  let previous: NotificationResponse | undefined;
  queryClient.setQueryData<NotificationsData>(notificationKeys.list(), (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.filter((n) => {
        if (n.id !== notification.id) return true;
        previous = n;
        return false;
      }),
    }));
    const [first, ...rest] = pages;
    return { ...data, pages: [{ ...first, items: [notification, ...first.items] }, ...rest] };
  });
  return previous;
}

export function setUnreadCount(queryClient: QueryClient, update: (count: number) => number): void {
  const current = queryClient.getQueryData<UnreadCountResponse>(notificationKeys.unreadCount());
  if (current)
    queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount(), {
      count: Math.max(0, update(current.count)),
    });
  else void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
}
