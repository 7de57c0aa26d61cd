import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { offerKeys } from '@/lib/offer-keys';

export interface AwardInput {
  applicationId: string;
  offerId: string;
}

export const awardApplication = ({ applicationId }: AwardInput): Promise<ApplicationResponse> =>
  api.post<ApplicationResponse>(`/applications/${encodeURIComponent(applicationId)}/award`);

// Then refresh the applications and the offer (and the list that shows it closed).
export const useAwardApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: awardApplication,
    onSettled: (_data, _error, { offerId }) => {
      void queryClient.invalidateQueries({ queryKey: offerKeys.applications(offerId) });
      void queryClient.invalidateQueries({ queryKey: offerKeys.detail(offerId) });
      void queryClient.invalidateQueries({ queryKey: offerKeys.mine() });
    },
  });
};
