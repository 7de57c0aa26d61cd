import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetTrustedContactDto, TrustedInvitationResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { trustedContactKey } from '@/lib/trusted-contact-alerts';

export { useTrustedContact } from '@/lib/trusted-contact-alerts';

const useTrustedMutation = <V, R>(fn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trustedContactKey }),
  });
};

export const useSetTrustedContact = () =>
  useTrustedMutation((dto: SetTrustedContactDto) => api.put<{ status: 'invited' }>('/me/trusted-contact', dto));

export const useRemoveTrustedContact = () => useTrustedMutation(() => api.delete<void>('/me/trusted-contact'));

/** The accept page: whose invitation the link is (the token goes in a body, out of the logs). */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['trusted-invitation', token],
    queryFn: () => api.post<TrustedInvitationResponse>('/trusted-contact/invitation', { token }),
    enabled: token !== '',
    retry: false,
  });

export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (token: string) => api.post<TrustedInvitationResponse>('/trusted-contact/accept', { token }),
  });

export const useLeave = () =>
  useMutation({ mutationFn: (token: string) => api.post<void>('/trusted-contact/leave', { token }) });
