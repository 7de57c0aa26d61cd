import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notifyError } from '@/components/ui/notify-error';
import { api, isApiError } from '@/lib/api-client';
import { disablePush } from '@/lib/web-push';
import { applySignedOut } from '@/lib/session/session-cache';
import { forgetAccountData } from '@/lib/session/session-storage';

// Said when the server could not be told: the session is still open on it.
export const LOGOUT_FAILED_MESSAGE = 'No pudimos cerrar tu sesión. Revisa tu conexión e inténtalo de nuevo.';

// A shared phone must not keep showing the previous person's notifications.
export const logout = async (): Promise<void> => {
  await disablePush().catch(() => undefined);
  await api.post<void>('/auth/logout');
};

// Signs out and lands on the landing page. Only once the server has closed the session: looking signed
// out while the session lives on (no signal), the next person to open the app on a shared phone would
// find it signed in as this one, its screens drawn with their data. A 401 means it was closed already.
// Used by signed-in screens' chunks only, so the failure notice's module comes with them: loaded on
// demand it could be missing without a signal, exactly when the notice is due.
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedOut = () => {
    // Leave the signed-in screen first, synchronously: still on screen when the session goes, it would
    // send the person to /login.
    flushSync(() => void navigate(paths.home));
    applySignedOut(queryClient);
    forgetAccountData();
  };
  return useMutation({
    mutationFn: logout,
    onSuccess: signedOut,
    onError: (error) => {
      if (isApiError(error) && error.status === 401) signedOut();
      else notifyError(error, LOGOUT_FAILED_MESSAGE);
    },
  });
};
