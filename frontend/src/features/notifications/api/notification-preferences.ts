import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreference, NotificationPreferencesResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const getNotificationPreferences = (): Promise<NotificationPreferencesResponse> =>
  api.get<NotificationPreferencesResponse>('/notifications/preferences');

export const saveNotificationPreferences = (
  items: NotificationPreference[],
): Promise<NotificationPreferencesResponse> =>
  api.put<NotificationPreferencesResponse>('/notifications/preferences', { items });

export const useNotificationPreferences = () =>
  useQuery({ queryKey: notificationKeys.preferences(), queryFn: getNotificationPreferences });

// Saves one change at once; the switch moves first and goes back if the server refuses.
export const useSaveNotificationPreference = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: NotificationPreference) => saveNotificationPreferences([item]),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences() });
      const previous = queryClient.getQueryData<NotificationPreferencesResponse>(notificationKeys.preferences());
      if (previous) {
        queryClient.setQueryData<NotificationPreferencesResponse>(notificationKeys.preferences(), {
          items: previous.items.map((p) => (p.type === item.type ? item : p)),
        });
      }
      return { previous };
    },
    onError: (_error, _item, context) => queryClient.setQueryData(notificationKeys.preferences(), context?.previous),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
};
