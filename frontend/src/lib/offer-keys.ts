import type { OffersQueryDto } from '@conectando/contracts';

export type OfferFilters = Pick<OffersQueryDto, 'serviceType' | 'modality' | 'location'>;

export const offerKeys = {
  all: ['offers'] as const,
  lists: () => [...offerKeys.all, 'list'] as const,
  list: (filters: OfferFilters) => [...offerKeys.lists(), filters] as const,
  detail: (id: string) => [...offerKeys.all, 'detail', id] as const,
  mine: () => [...offerKeys.all, 'mine'] as const,
  applications: (offerId: string) => [...offerKeys.all, 'applications', offerId] as const,
  admin: () => [...offerKeys.all, 'admin'] as const,
};

export const applicationKeys = {
  all: ['applications'] as const,
  mine: () => [...applicationKeys.all, 'mine'] as const,
};
