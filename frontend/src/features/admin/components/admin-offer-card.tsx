import { Box, Button, Text } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import { Card } from '@/components/ui/chakra/card';
import { MARKET_MSG, OFFER_STATUS_LABELS, formatDate, type JobOfferResponse } from '@conectando/contracts';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { OfferBody } from '@/components/offers/offer-facts';
import { AdminReviewCard, AdminReviewHeading } from './admin-review-card';
import { DangerButton } from '@/components/ui/danger-button';

const STATUS_PALETTE = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

interface AdminOfferCardProps {
  offer: JobOfferResponse;
  onApprove?: (offer: JobOfferResponse) => void;
  onReject?: (offer: JobOfferResponse) => void;
  isApproving?: boolean;
}

// Only pending offers show the actions.
export const AdminOfferCard = ({ offer, onApprove, onReject, isApproving = false }: AdminOfferCardProps) => (
  <AdminReviewCard
    label={offer.title}
    footer={
      offer.status === 'pending' &&
      onApprove &&
      onReject && (
        <Card.Footer p="5" pt="0" gap="3" flexDirection={{ base: 'column', sm: 'row' }}>
          <Button
            colorPalette="green"
            bg="green.700"
            size="xl"
            width="full"
            flex="1"
            loading={isApproving}
            loadingText="Aprobando…"
            onClick={() => onApprove(offer)}
          >
            <CheckIcon boxSize="6" />
            Aprobar
          </Button>
          <DangerButton size="xl" width="full" flex="1" onClick={() => onReject(offer)}>
            <CloseIcon boxSize="6" />
            Rechazar
          </DangerButton>
        </Card.Footer>
      )
    }
  >
    <AdminReviewHeading
      breakAnywhere
      title={offer.title}
      badge={
        <Badge
          size="lg"
          colorPalette={STATUS_PALETTE[offer.status]}
          variant="subtle"
          color={`${STATUS_PALETTE[offer.status]}.900`}
        >
          {OFFER_STATUS_LABELS[offer.status]}
        </Badge>
      }
    >
      <Text fontSize="md" color="fg.muted">
        {offer.institutionName} · {formatDate(offer.createdAt)}
      </Text>
    </AdminReviewHeading>
    <OfferBody offer={offer} />
    {offer.status === 'rejected' && (
      <Box bg="red.50" borderRadius="lg" px="3" py="2" color="red.900">
        <Text fontSize="md" fontWeight="semibold">
          Motivo del rechazo
        </Text>
        <Text fontSize="md">{offer.rejectionReason?.trim() || MARKET_MSG.noReason}</Text>
      </Box>
    )}
  </AdminReviewCard>
);
