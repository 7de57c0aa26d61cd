import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { safetyKeys } from './safety-keys';

export const blockUser = (userId: string): Promise<void> => api.post<void>(`/users/${userId}/block`);
export const unblockUser = (userId: string): Promise<void> => api.delete<void>(`/users/${userId}/block`);

export const useBlockUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      block ? blockUser(userId) : unblockUser(userId),
    // A block changes what almost every screen shows of the other person (videos, stories, mentors,
    // offers): everything cached is read again when next shown, the list of blocked people first.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: safetyKeys.blocked() });
      await queryClient.invalidateQueries({ refetchType: 'none' });
    },
  });
};
