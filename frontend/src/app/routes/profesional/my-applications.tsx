import { AccountType } from '@conectando/contracts';
import { paths } from '@/config/paths';
import { MarketplacePage } from '@/features/marketplace/components/marketplace-page';
import { MyApplicationsList } from '@/features/marketplace/components/my-applications-list';

export const MyApplicationsRoute = () => (
  <MarketplacePage audience={AccountType.Profesional} heading="Mis Postulaciones" backTo={paths.marketplace}>
    <MyApplicationsList />
  </MarketplacePage>
);
