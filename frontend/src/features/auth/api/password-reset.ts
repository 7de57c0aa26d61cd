import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirmDto, PasswordResetRequestedResponse } from '@conectando/contracts';
import { api, isApiError } from '@/lib/api-client';
import { applySignedOut } from '@/lib/session/session-cache';

export const requestPasswordReset = (email: string): Promise<PasswordResetRequestedResponse> =>
  api.post<PasswordResetRequestedResponse>('/auth/password-reset', { email });

export const confirmPasswordReset = (dto: PasswordResetConfirmDto): Promise<void> =>
  api.post<void>('/auth/password-reset/confirm', dto);

// Apart from authKeys: signing out resets those, and this check belongs to no session.
export const passwordResetKeys = { link: (token: string) => ['password-reset-link', token] as const };

export const checkPasswordResetLink = (token: string): Promise<void> =>
  api.post<void>('/auth/password-reset/check', { token });

/**
 * Whether the link the page was opened with still works, asked at once: 'dead' when the server says
 * it was spent, expired or never was; while asking, or if it could not be asked, the form is shown
 * (saving says the same).
 */
export const usePasswordResetLink = (token: string): 'dead' | 'usable' => {
  const check = useQuery({
    queryKey: passwordResetKeys.link(token),
    queryFn: () => checkPasswordResetLink(token).then(() => true),
    enabled: token !== '',
  });
  const refused = isApiError(check.error) && check.error.status >= 400 && check.error.status < 500;
  return token === '' || refused ? 'dead' : 'usable';
};

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export const useConfirmPasswordReset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    // The new password ends every session of the account, this device's too.
    onSuccess: () => applySignedOut(queryClient),
  });
};
