import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { MyOfferResponse } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { paths } from '@/config/paths';
import { useMyOffers } from '../api/get-my-offers';
import { PageLoadError } from '@/components/ui/page-load-error';
import { MyOfferCard } from './my-offer-card';
import { RejectionReasonDialog } from './rejection-reason-dialog';

// The institution's own offers; counts move live as applications arrive.
export const MyOffersList = () => {
  const offers = useMyOffers();
  const [rejected, setRejected] = useState<MyOfferResponse | null>(null);

  if (offers.isPending) return <FullPageSpinner label="Cargando tus ofertas…" />;
  if (offers.isLoadingError) return <PageLoadError backTo={paths.marketplace} onRetry={() => void offers.refetch()} />;

  return (
    <Stack gap="5">
      <Button asChild colorPalette="brand" size="xl" width="full">
        <RouterLink to={paths.publishOffer}>Nueva Oferta</RouterLink>
      </Button>
      {offers.data.length === 0 ? (
        <Text fontSize="lg" color="fg.muted" textAlign="center" py="8" px="4" bg="bg.muted" borderRadius="xl">
          Aún no has publicado ofertas
        </Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
          {offers.data.map((offer) => (
            <li key={offer.id}>
              <MyOfferCard offer={offer} onShowRejection={setRejected} />
            </li>
          ))}
        </Stack>
      )}
      <RejectionReasonDialog offer={rejected} onClose={() => setRejected(null)} />
    </Stack>
  );
};
