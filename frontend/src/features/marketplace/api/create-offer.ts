import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferDto, JobOfferResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { tokenKeys } from '@/features/marketplace/api/token-keys';
import { offerKeys } from '@/lib/offer-keys';

export const createOffer = (dto: CreateOfferDto): Promise<JobOfferResponse> =>
  api.post<JobOfferResponse>('/offers', dto);

// Publishing spends a token: the summary is read again with the new list, after a failure too (with
// no answer, the offer may have been published all the same).
export const useCreateOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: offerKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: tokenKeys.all });
    },
  });
};
