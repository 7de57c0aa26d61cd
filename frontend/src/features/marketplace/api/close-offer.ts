import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobOfferResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { offerKeys } from '@/lib/offer-keys';

// 'Cerrar sin adjudicar': the offer stops receiving applications and its applicants get their tokens back.
export const closeOffer = (offerId: string): Promise<JobOfferResponse> =>
  api.post<JobOfferResponse>(`/offers/${encodeURIComponent(offerId)}/close`);

export const useCloseOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeOffer,
    onSuccess: (offer) => {
      queryClient.setQueryData(offerKeys.detail(offer.id), offer);
      void queryClient.invalidateQueries({ queryKey: offerKeys.applications(offer.id) });
      void queryClient.invalidateQueries({ queryKey: offerKeys.mine() });
    },
  });
};
