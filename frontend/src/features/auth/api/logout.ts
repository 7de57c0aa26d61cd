import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { disablePush } from '@/lib/web-push';
import { applySignedOut } from '@/lib/session/session-cache';

// A shared phone must not keep showing the previous person's notifications.
export const logout = async (): Promise<void> => {
  await disablePush().catch(() => undefined);
  await api.post<void>('/auth/logout');
};

// Signs out and lands on the landing page.
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // Forget the session locally even when the server could not be reached. Leave the signed-in screen
    // first, synchronously: still on screen when the session goes, it would send the person to /login.
    onSettled: () => {
      flushSync(() => void navigate(paths.home));
      applySignedOut(queryClient);
    },
  });
};
