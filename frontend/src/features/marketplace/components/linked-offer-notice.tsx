import { Alert, Button, Stack } from '@chakra-ui/react';
import { MARKET_MSG } from '@conectando/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export type LinkedOfferState = 'none' | 'loading' | 'open' | 'gone' | 'applied' | 'failed';

interface LinkedOfferNoticeProps {
  state: LinkedOfferState;
  title: string | undefined;
  retrying: boolean;
  onRetry: () => void;
}

// The frame of each notice: an alert with its icon, and the notice's lines stacked beside it.
const NoticeAlert = ({
  status,
  gap,
  children,
}: {
  status: 'info' | 'success' | 'error';
  gap: string;
  children: ReactNode;
}) => (
  <Alert.Root status={status} borderRadius="xl" alignItems="flex-start" role="alert">
    <Alert.Indicator />
    <Stack gap={gap}>{children}</Stack>
  </Alert.Root>
);

// Why /marketplace/apply/:id opened no dialog: the offer is gone, already applied to, or unread.
export const LinkedOfferNotice = ({ state, title, retrying, onRetry }: LinkedOfferNoticeProps) => {
  if (state === 'gone') {
    return (
      <NoticeAlert status="info" gap="1">
        <Alert.Title fontSize="lg">{MARKET_MSG.offerUnavailableTitle}</Alert.Title>
        <Alert.Description fontSize="md">{MARKET_MSG.offerUnavailable}</Alert.Description>
      </NoticeAlert>
    );
  }
  if (state === 'applied') {
    return (
      <NoticeAlert status="success" gap="2">
        <Alert.Title fontSize="lg">
          {MARKET_MSG.alreadyApplied}: «{title}»
        </Alert.Title>
        <Button asChild variant="outline" size="lg" alignSelf="flex-start" bg="white">
          <RouterLink to={paths.myApplications}>Ver Mis Postulaciones</RouterLink>
        </Button>
      </NoticeAlert>
    );
  }
  if (state === 'failed') {
    return (
      <NoticeAlert status="error" gap="2">
        <Alert.Description fontSize="md">{MARKET_MSG.offerLoadFailed}</Alert.Description>
        <Button variant="outline" size="lg" alignSelf="flex-start" bg="white" loading={retrying} onClick={onRetry}>
          Reintentar
        </Button>
      </NoticeAlert>
    );
  }
  return null;
};
