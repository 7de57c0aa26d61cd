import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirmDto, PasswordResetRequestedResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { applySignedOut } from '@/lib/session/session-cache';

export const requestPasswordReset = (email: string): Promise<PasswordResetRequestedResponse> =>
  api.post<PasswordResetRequestedResponse>('/auth/password-reset', { email });

export const confirmPasswordReset = (dto: PasswordResetConfirmDto): Promise<void> =>
  api.post<void>('/auth/password-reset/confirm', dto);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export const useConfirmPasswordReset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    // The new password ends every session of the account, this device's too.
    onSuccess: () => applySignedOut(queryClient),
  });
};
