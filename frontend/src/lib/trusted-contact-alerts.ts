import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrustedContactResponse } from '@conectando/contracts';
import { api } from './api-client';
import { useSocketEvent } from './use-socket-event';

// The person's trusted contact and the alerts sent: the profile's section and the chat's warnings read it.
export const trustedContactKey = ['trusted-contact'] as const;

export const getTrustedContact = (): Promise<TrustedContactResponse> =>
  api.get<TrustedContactResponse>('/me/trusted-contact');

export const useTrustedContact = () => {
  const queryClient = useQueryClient();
  useSocketEvent('trusted-contact:alerted', () => void queryClient.invalidateQueries({ queryKey: trustedContactKey }));
  return useQuery({ queryKey: trustedContactKey, queryFn: getTrustedContact, staleTime: 60_000 });
};

/** Whether the trusted contact was emailed about this warned message (said beside its warning). */
export const useTrustedContactAlerted = (messageId: string | undefined): boolean => {
  const { data } = useTrustedContact();
  return !!messageId && !!data?.alerts.some((a) => a.messageId === messageId);
};
