import { AccountType } from '@conectando/contracts';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MarketplacePage } from '@/features/marketplace/components/marketplace-page';
import { OfferApplicationsView } from '@/features/marketplace/components/offer-applications-view';

// Also reached as /marketplace/offer/:id.
export const OfferApplicationsRoute = () => {
  const { id = '' } = useParams();
  return (
    <MarketplacePage audience={AccountType.Institucion} heading="Detalle de Oferta" backTo={paths.myOffers}>
      <OfferApplicationsView key={id} offerId={id} />
    </MarketplacePage>
  );
};
