import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { offerKeys } from '@/lib/offer-keys';

export const markApplicationRead = (applicationId: string): Promise<ApplicationResponse> =>
  api.patch<ApplicationResponse>(`/applications/${encodeURIComponent(applicationId)}/mark-read`);

// The unread counts of 'Mis Solicitudes' change with it.
export const useMarkApplicationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markApplicationRead,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: offerKeys.mine() }),
  });
};
