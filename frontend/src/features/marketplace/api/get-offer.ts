import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobOfferResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { offerKeys } from '@/lib/offer-keys';

export const getOffer = (id: string): Promise<JobOfferResponse> =>
  api.get<JobOfferResponse>(`/offers/${encodeURIComponent(id)}`);

export const getOfferQueryOptions = (id: string) =>
  queryOptions({ queryKey: offerKeys.detail(id), queryFn: () => getOffer(id) });

// No id (a screen that may or may not name an offer): nothing is asked.
export const useOffer = (id: string | undefined) =>
  useQuery({ ...getOfferQueryOptions(id ?? ''), enabled: Boolean(id) });
