import { Heading, HStack, Stack } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import { OFFER_LIST_STATUS_LABELS, OFFER_STATUS_LABELS, type JobOfferResponse } from '@conectando/contracts';
import { OfferBody } from '@/components/offers/offer-facts';

// The label an institution reads: pending/rejected as reviewed; approved as 'Activa' until it closes ('Completada').
export const offerStatusLabel = (offer: JobOfferResponse): string =>
  offer.listStatus ? OFFER_LIST_STATUS_LABELS[offer.listStatus] : OFFER_STATUS_LABELS[offer.status];

const PALETTE = { pending: 'orange', rejected: 'red', active: 'green', completed: 'gray' } as const;
export const offerStatusPalette = (offer: JobOfferResponse) =>
  PALETTE[offer.listStatus ?? (offer.status === 'approved' ? 'active' : offer.status)];

export const OfferStatusBadge = ({ offer }: { offer: JobOfferResponse }) => {
  const palette = offerStatusPalette(offer);
  return (
    <Badge size="lg" colorPalette={palette} variant="subtle" color={`${palette}.900`} fontSize="md" flexShrink={0}>
      {offerStatusLabel(offer)}
    </Badge>
  );
};

// Title, description, location, duration, payment, modality, requirements.
export const OfferSummary = ({ offer }: { offer: JobOfferResponse }) => (
  <Stack
    as="section"
    aria-labelledby="oferta-titulo"
    gap="4"
    bg="white"
    borderWidth="2px"
    borderColor="border.emphasized"
    borderRadius="xl"
    p="5"
  >
    <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
      <Heading as="h2" id="oferta-titulo" fontSize="2xl" lineHeight="1.3" overflowWrap="anywhere">
        {offer.title}
      </Heading>
      <OfferStatusBadge offer={offer} />
    </HStack>
    <OfferBody offer={offer} />
  </Stack>
);
