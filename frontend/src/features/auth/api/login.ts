import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUserResponse, LoginDto } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { applySignedInUser } from '@/lib/session/session-cache';

export const login = (credentials: LoginDto): Promise<AuthUserResponse> =>
  api.post<AuthUserResponse>('/auth/login', credentials);

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Wrong credentials answer 401 too; that says nothing about the current session.
    meta: { ignoreUnauthenticated: true },
    onSuccess: (user) => applySignedInUser(queryClient, user),
  });
};
