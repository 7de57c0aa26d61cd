import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { MARKET_MSG } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { TokenAvailability } from '../hooks/use-token-availability';
import { TokensUnavailable } from './tokens-unavailable';

/** Above 'Publicar': what it costs and what is left, the way to get more, or that the count failed. */
export const PublishTokenNotice = ({ tokens }: { tokens: TokenAvailability }) => {
  const noTokens = tokens.status === 'ready' && tokens.available === 0;
  return (
    <>
      {tokens.status === 'failed' && <TokensUnavailable onRetry={tokens.retry} isRetrying={tokens.isRetrying} />}
      {noTokens ? (
        <Alert.Root status="warning" borderRadius="xl" alignItems="flex-start">
          <Alert.Indicator />
          <Stack gap="2">
            <Alert.Description fontSize="md" fontWeight="semibold">
              {MARKET_MSG.noTokensToPublish}
            </Alert.Description>
            <Link asChild fontSize="md" fontWeight="semibold">
              <RouterLink to={paths.premium}>Ver planes y packs de tokens</RouterLink>
            </Link>
          </Stack>
        </Alert.Root>
      ) : (
        tokens.status === 'ready' && (
          <Text fontSize="md" color="fg.muted">
            Publicar usa 1 token. Tienes {tokens.available}{' '}
            {tokens.available === 1 ? 'token disponible' : 'tokens disponibles'}.
          </Text>
        )
      )}
    </>
  );
};
