import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyOfferResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { offerKeys } from '@/lib/offer-keys';

export const getMyOffers = (): Promise<MyOfferResponse[]> => api.get<MyOfferResponse[]>('/my/offers');

export const getMyOffersQueryOptions = () => queryOptions({ queryKey: offerKeys.mine(), queryFn: getMyOffers });

export const useMyOffers = () => useQuery(getMyOffersQueryOptions());
