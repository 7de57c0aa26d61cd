import { Alert, Button, Stack } from '@chakra-ui/react';
import { MARKET_MSG } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export type LinkedOfferState = 'none' | 'loading' | 'open' | 'gone' | 'applied' | 'failed';

interface LinkedOfferNoticeProps {
  state: LinkedOfferState;
  title: string | undefined;
  retrying: boolean;
  onRetry: () => void;
}

// Why /marketplace/apply/:id opened no dialog: the offer is gone, already applied to, or unread.
export const LinkedOfferNotice = ({ state, title, retrying, onRetry }: LinkedOfferNoticeProps) => {
  if (state === 'gone') {
    return (
      <Alert.Root status="info" borderRadius="xl" alignItems="flex-start" role="alert">
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title fontSize="lg">{MARKET_MSG.offerUnavailableTitle}</Alert.Title>
          <Alert.Description fontSize="md">{MARKET_MSG.offerUnavailable}</Alert.Description>
        </Stack>
      </Alert.Root>
    );
  }
  if (state === 'applied') {
    return (
      <Alert.Root status="success" borderRadius="xl" alignItems="flex-start" role="alert">
        <Alert.Indicator />
        <Stack gap="2">
          <Alert.Title fontSize="lg">
            {MARKET_MSG.alreadyApplied}: «{title}»
          </Alert.Title>
          <Button asChild variant="outline" size="lg" alignSelf="flex-start" bg="white">
            <RouterLink to={paths.myApplications}>Ver Mis Postulaciones</RouterLink>
          </Button>
        </Stack>
      </Alert.Root>
    );
  }
  if (state === 'failed') {
    return (
      <Alert.Root status="error" borderRadius="xl" alignItems="flex-start" role="alert">
        <Alert.Indicator />
        <Stack gap="2">
          <Alert.Description fontSize="md">{MARKET_MSG.offerLoadFailed}</Alert.Description>
          <Button variant="outline" size="lg" alignSelf="flex-start" bg="white" loading={retrying} onClick={onRetry}>
            Reintentar
          </Button>
        </Stack>
      </Alert.Root>
    );
  }
  return null;
};
