import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobOfferResponse, UpdateOfferStatusDto } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { offerKeys } from '@/lib/offer-keys';

export interface UpdateOfferStatusInput {
  offerId: string;
  dto: UpdateOfferStatusDto;
}

export const updateOfferStatus = ({ offerId, dto }: UpdateOfferStatusInput): Promise<JobOfferResponse> =>
  api.patch<JobOfferResponse>(`/offers/${encodeURIComponent(offerId)}/status`, dto);

export const useUpdateOfferStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfferStatus,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
};
