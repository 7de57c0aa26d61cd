import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferDto, JobOfferResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { tokenKeys } from '@/features/marketplace/api/token-keys';
import { offerKeys } from '@/lib/offer-keys';

export interface ResubmitOfferInput {
  offerId: string;
  dto: CreateOfferDto;
}

// A rejected offer, corrected: back to pending, spending again the token its rejection refunded.
export const resubmitOffer = ({ offerId, dto }: ResubmitOfferInput): Promise<JobOfferResponse> =>
  api.put<JobOfferResponse>(`/offers/${encodeURIComponent(offerId)}`, dto);

export const useResubmitOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitOffer,
    onSuccess: (offer) => {
      queryClient.setQueryData(offerKeys.detail(offer.id), offer);
      void queryClient.invalidateQueries({ queryKey: offerKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: tokenKeys.all });
    },
  });
};
