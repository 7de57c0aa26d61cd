import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const getUnreadCount = (): Promise<UnreadCountResponse> =>
  api.get<UnreadCountResponse>('/notifications/unread-count');

export const getUnreadCountQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.unreadCount(), queryFn: getUnreadCount });

export const useUnreadNotificationsCount = () => useQuery(getUnreadCountQueryOptions());
