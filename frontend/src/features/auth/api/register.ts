import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUserResponse, RegisterDto } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { applySignedInUser } from '@/lib/session/session-cache';

// The body carries the certificate or document as a data URL: a slow phone needs longer to send it.
export const register = (payload: RegisterDto): Promise<AuthUserResponse> =>
  api.post<AuthUserResponse>('/auth/register', payload, { timeoutMs: 120_000 });

export const useRegister = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => applySignedInUser(queryClient, user),
  });
};
