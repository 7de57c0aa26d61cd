import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { NotificationsPage } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export type NotificationsData = InfiniteData<NotificationsPage, string | null>;

// Newest first, 20 a page; the cursor comes from the previous page.
export const getNotifications = (cursor: string | null): Promise<NotificationsPage> =>
  api.get<NotificationsPage>(`/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

export const getNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

// Read only once the panel is opened.
export const useNotifications = (enabled: boolean) => useInfiniteQuery({ ...getNotificationsQueryOptions(), enabled });
