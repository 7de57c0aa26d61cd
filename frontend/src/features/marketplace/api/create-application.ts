import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationResponse, CreateApplicationDto } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { offerPush } from '@/lib/push-offer';
import { tokenKeys } from '@/features/marketplace/api/token-keys';
import { applicationKeys, offerKeys } from '@/lib/offer-keys';

export const createApplication = (dto: CreateApplicationDto): Promise<ApplicationResponse> =>
  api.post<ApplicationResponse>('/applications', dto);

// Then refresh my applications and the token summary (the offers list knows it was applied to).
export const useCreateApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    // The award may come when the app is closed.
    onSuccess: () => offerPush(),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: tokenKeys.all });
      void queryClient.invalidateQueries({ queryKey: offerKeys.lists() });
    },
  });
};
