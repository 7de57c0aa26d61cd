import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferApplicationEntry } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { offerKeys } from '@/lib/offer-keys';

export const getOfferApplications = (offerId: string): Promise<OfferApplicationEntry[]> =>
  api.get<OfferApplicationEntry[]>(`/offers/${encodeURIComponent(offerId)}/applications`);

export const getOfferApplicationsQueryOptions = (offerId: string) =>
  queryOptions({ queryKey: offerKeys.applications(offerId), queryFn: () => getOfferApplications(offerId) });

export const useOfferApplications = (offerId: string) => useQuery(getOfferApplicationsQueryOptions(offerId));
