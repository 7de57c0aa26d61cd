import { AccountType } from '@conectando/contracts';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MarketplacePage } from '@/features/marketplace/components/marketplace-page';
import { PublishOfferForm, ResubmitOfferForm } from '@/features/marketplace/components/publish-offer-form';

// Also reached as /marketplace/create-offer.
export const PublishOfferRoute = () => (
  <MarketplacePage
    audience={AccountType.Institucion}
    heading="Publicar Oferta de Servicio"
    backTo={paths.marketplace}
    intro="Un administrador revisará tu oferta en un máximo de 5 días hábiles antes de publicarla."
  >
    <PublishOfferForm />
  </MarketplacePage>
);

export const EditOfferRoute = () => {
  const { id = '' } = useParams();
  return (
    <MarketplacePage audience={AccountType.Institucion} heading="Editar y reenviar oferta" backTo={paths.myOffers}>
      <ResubmitOfferForm key={id} offerId={id} />
    </MarketplacePage>
  );
};
