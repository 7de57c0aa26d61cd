import { AccountType } from '@conectando/contracts';
import { paths } from '@/config/paths';
import { MarketplacePage } from '@/features/marketplace/components/marketplace-page';
import { MyOffersList } from '@/features/marketplace/components/my-offers-list';

export const MyOffersRoute = () => (
  <MarketplacePage audience={AccountType.Institucion} heading="Mis Solicitudes" backTo={paths.marketplace}>
    <MyOffersList />
  </MarketplacePage>
);
