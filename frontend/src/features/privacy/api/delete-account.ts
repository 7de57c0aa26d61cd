import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { DeleteAccountDto } from '@conectando/contracts';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { applySignedOut } from '@/lib/session/session-cache';
import { forgetAccountData } from '@/lib/session/session-storage';

// 'Eliminar mi cuenta': the server checks the password, erases the account and ends its sessions. Here
// the app forgets the person and shows the sign-in page, where the notice says the account is gone; a
// wrong password is the caller's to show.
export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (dto: DeleteAccountDto) => api.delete<void>('/me', dto),
    onSuccess: () => {
      applySignedOut(queryClient);
      forgetAccountData();
      void navigate(paths.login, { replace: true });
      notify({
        title: 'Tu cuenta fue eliminada',
        description: 'Borramos tus datos. Gracias por haber sido parte de Conectando Generaciones.',
      });
    },
  });
};
