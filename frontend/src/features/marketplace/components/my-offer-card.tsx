import type { ReactNode } from 'react';
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { formatDate, type MyOfferResponse } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronRightIcon, ClockIcon } from '@/components/ui/icons';
import { offerApplicationsPath } from '@/config/paths';
import { OfferStatusBadge } from './offer-summary';

const countsText = (offer: MyOfferResponse) => {
  const total = offer.totalApplicationsCount === 1 ? '1 postulación' : `${offer.totalApplicationsCount} postulaciones`;
  if (offer.unreadApplicationsCount === 0) return total;
  const unread = offer.unreadApplicationsCount === 1 ? '1 sin leer' : `${offer.unreadApplicationsCount} sin leer`;
  return `${total} · ${unread}`;
};

const cardStyles = {
  display: 'block',
  width: 'full',
  textAlign: 'start',
  bg: 'white',
  borderWidth: '2px',
  borderColor: 'border.emphasized',
  borderRadius: 'xl',
  p: '5',
  color: 'fg',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { borderColor: 'brand.700', bg: 'brand.50' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' },
} as const;

const CardContent = ({ offer, footer, chevron }: { offer: MyOfferResponse; footer: ReactNode; chevron: boolean }) => (
  <Stack as="span" gap="2" display="flex">
    <HStack as="span" justify="space-between" gap="3">
      <OfferStatusBadge offer={offer} />
      {chevron && <ChevronRightIcon boxSize="6" color="brand.700" />}
    </HStack>
    <Text as="span" fontSize="xl" fontWeight="bold" lineHeight="1.3" overflowWrap="anywhere">
      {offer.title}
    </Text>
    <Text as="span" fontSize="md" color="fg.muted">
      Publicada el {formatDate(offer.createdAt)}
    </Text>
    {footer}
  </Stack>
);

interface MyOfferCardProps {
  offer: MyOfferResponse;
  onShowRejection: (offer: MyOfferResponse) => void;
}

// Approved → its applications; rejected → the reason; pending → not clickable.
export const MyOfferCard = ({ offer, onShowRejection }: MyOfferCardProps) => {
  if (offer.status === 'approved') {
    return (
      <chakra.a asChild {...cardStyles}>
        <RouterLink to={offerApplicationsPath(offer.id)}>
          <CardContent
            offer={offer}
            chevron
            footer={
              <Text
                as="span"
                fontSize="md"
                fontWeight="semibold"
                color={offer.unreadApplicationsCount > 0 ? 'brand.fg' : 'fg'}
              >
                {countsText(offer)}
              </Text>
            }
          />
        </RouterLink>
      </chakra.a>
    );
  }
  if (offer.status === 'rejected') {
    return (
      <chakra.button type="button" {...cardStyles} onClick={() => onShowRejection(offer)} aria-haspopup="dialog">
        <CardContent
          offer={offer}
          chevron
          footer={
            <Text as="span" fontSize="md" fontWeight="semibold" color="red.800">
              Toca para ver el motivo del rechazo
            </Text>
          }
        />
      </chakra.button>
    );
  }
  return (
    <Box {...cardStyles} cursor="default" _hover={{}} bg="gray.50">
      <CardContent
        offer={offer}
        chevron={false}
        footer={
          <HStack as="span" gap="2" color="orange.900" fontSize="md" fontWeight="semibold">
            <ClockIcon boxSize="5" />
            <Text as="span">En revisión: la validaremos en un máximo de 5 días hábiles.</Text>
          </HStack>
        }
      />
    </Box>
  );
};
