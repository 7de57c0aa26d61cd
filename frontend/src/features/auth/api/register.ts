import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUserResponse, RegisterDto } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { applySignedInUser } from './session-cache';

export const register = (payload: RegisterDto): Promise<AuthUserResponse> =>
  api.post<AuthUserResponse>('/auth/register', payload);

export const useRegister = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => applySignedInUser(queryClient, user),
  });
};
