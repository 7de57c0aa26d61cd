import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOffersResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { offerKeys } from '@/lib/offer-keys';

export const getAdminOffers = (): Promise<AdminOffersResponse> => api.get<AdminOffersResponse>('/admin/offers');

export const getAdminOffersQueryOptions = () => queryOptions({ queryKey: offerKeys.admin(), queryFn: getAdminOffers });

export const useAdminOffers = () => useQuery(getAdminOffersQueryOptions());
