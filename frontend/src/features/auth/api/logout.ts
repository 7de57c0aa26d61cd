import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applySignedOut } from './session-cache';

export const logout = (): Promise<void> => api.post<void>('/auth/logout');

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Forget the session locally even when the server could not be reached.
    onSettled: () => applySignedOut(queryClient),
  });
};
