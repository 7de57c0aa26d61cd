import { useId } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Card } from '@/components/ui/chakra/card';
import type { JobOfferResponse } from '@conectando/contracts';
import { CheckIcon } from '@/components/ui/icons';
import { legibleDisabled } from '@/components/ui/legible-disabled';
import { OfferFacts } from '@/components/offers/offer-facts';

interface OfferCardProps {
  offer: JobOfferResponse;
  // Disabled while the token summary loads or when no tokens remain.
  applyDisabled: boolean;
  // Why it is disabled, said under the button: far down a long list, the explanation at its top is
  // out of sight, and a grey button that does nothing reads as broken.
  applyDisabledReason?: string;
  onApply: (offer: JobOfferResponse) => void;
}

// Title, two-line description, service type, location, payment, duration, modality.
export const OfferCard = ({ offer, applyDisabled, applyDisabledReason, onApply }: OfferCardProps) => {
  const reasonId = useId();
  const reason = applyDisabled && applyDisabledReason;
  return (
    <Card.Root as="article" variant="outline" borderWidth="2px" borderRadius="xl" aria-label={offer.title}>
      <Card.Body gap="3" p="5">
        <Stack gap="0.5">
          <Card.Title as="h2" fontSize="xl" lineHeight="1.3" overflowWrap="anywhere">
            {offer.title}
          </Card.Title>
          <Text fontSize="md" color="fg.muted">
            {offer.institutionName}
          </Text>
        </Stack>
        <Text fontSize="md" lineClamp={2} overflowWrap="anywhere">
          {offer.description}
        </Text>
        <OfferFacts offer={offer} />
      </Card.Body>
      <Card.Footer p="5" pt="0">
        {offer.hasApplied ? (
          <Text
            display="flex"
            alignItems="center"
            gap="2"
            fontSize="lg"
            fontWeight="semibold"
            color="green.800"
            minH="11"
          >
            <CheckIcon boxSize="6" />
            Ya postulaste a esta oferta
          </Text>
        ) : (
          <Stack gap="2" width="full">
            <Button
              colorPalette="brand"
              size="xl"
              width="full"
              {...legibleDisabled}
              disabled={applyDisabled}
              aria-describedby={reason ? reasonId : undefined}
              onClick={() => onApply(offer)}
            >
              Postular a esta oferta
            </Button>
            {reason && (
              <Text id={reasonId} fontSize="md" color="fg.muted">
                {reason}
              </Text>
            )}
          </Stack>
        )}
      </Card.Footer>
    </Card.Root>
  );
};
