import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationResponse, CreateApplicationDto } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { tokenKeys } from '@/features/tokens/api/token-keys';
import { applicationKeys, offerKeys } from './marketplace-keys';

export const createApplication = (dto: CreateApplicationDto): Promise<ApplicationResponse> =>
  api.post<ApplicationResponse>('/applications', dto);

// Spec §7: then refresh my applications and the token summary (the offers list knows it was applied to).
export const useCreateApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: tokenKeys.all });
      void queryClient.invalidateQueries({ queryKey: offerKeys.lists() });
    },
  });
};
