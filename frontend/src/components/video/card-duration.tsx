import { Text } from '@chakra-ui/react';
import { ClockIcon } from '@/components/ui/icons';
import { cardDurationLabel } from './duration-label';

// A card's clock and duration ('2:30' when unknown), read out as 'Duración: …'.
export const CardDuration = ({ seconds }: { seconds: number | null }) => (
  <>
    <ClockIcon boxSize="4" />
    <Text as="span">
      <Text as="span" srOnly>
        Duración:{' '}
      </Text>
      {cardDurationLabel(seconds)}
    </Text>
  </>
);
