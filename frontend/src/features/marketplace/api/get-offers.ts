import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobOfferResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { offerKeys, type OfferFilters } from '@/lib/offer-keys';

const toQueryString = (filters: OfferFilters): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
  }
  const query = params.toString();
  return query ? `?${query}` : '';
};

// Filters the list on the client to approved offers; the server already answers only those.
export const getOffers = async (filters: OfferFilters): Promise<JobOfferResponse[]> => {
  const offers = await api.get<JobOfferResponse[]>(`/offers${toQueryString(filters)}`);
  return offers.filter((offer) => offer.status === 'approved');
};

export const getOffersQueryOptions = (filters: OfferFilters) =>
  queryOptions({ queryKey: offerKeys.list(filters), queryFn: () => getOffers(filters) });

export const useOffers = (filters: OfferFilters) => useQuery(getOffersQueryOptions(filters));
