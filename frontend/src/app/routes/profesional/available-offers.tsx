import { AccountType } from '@conectando/contracts';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MarketplacePage } from '@/features/marketplace/components/marketplace-page';
import { OffersBrowser } from '@/features/marketplace/components/offers-browser';

// Also /marketplace/apply/:id: the same list with the apply dialog open on that offer.
export const AvailableOffersRoute = () => {
  const { id } = useParams();
  return (
    <MarketplacePage audience={AccountType.Profesional} heading="Ofertas Disponibles" backTo={paths.marketplace}>
      <OffersBrowser applyToOfferId={id} />
    </MarketplacePage>
  );
};
