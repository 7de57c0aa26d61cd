import { HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@conectando/contracts';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { paths } from '@/config/paths';
import { PageLoadError } from '@/components/ui/page-load-error';
import { useTokenHistory } from '../api/get-token-history';

// 'Historial de tokens': every grant and spend of the ledger, newest first.
export const TokenHistoryList = () => {
  const history = useTokenHistory();
  if (history.isPending) return <FullPageSpinner label="Cargando historial…" />;
  if (history.isLoadingError)
    return <PageLoadError backTo={paths.marketplace} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) {
    return (
      <Text fontSize="lg" color="fg.muted" textAlign="center" py="8" px="4" bg="bg.muted" borderRadius="xl">
        Aún no tienes movimientos de tokens
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Movimientos de tokens">
      {history.data.map((entry) => (
        <HStack
          as="li"
          key={entry.id}
          justify="space-between"
          align="flex-start"
          gap="3"
          bg="white"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="xl"
          p="4"
        >
          <Stack gap="0.5" minW="0">
            <Text fontSize="md" fontWeight="semibold">
              {entry.label}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(entry.createdAt)} · Saldo: {entry.balanceAfter}
            </Text>
          </Stack>
          <Text fontSize="xl" fontWeight="bold" color={entry.delta > 0 ? 'green.800' : 'red.700'} flexShrink={0}>
            {entry.delta > 0 ? `+${entry.delta}` : `−${Math.abs(entry.delta)}`}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
};
