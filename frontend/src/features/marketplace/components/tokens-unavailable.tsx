import { Alert, Button, Stack } from '@chakra-ui/react';
import { MARKET_MSG } from '@conectando/contracts';

interface TokensUnavailableProps {
  onRetry: () => void;
  isRetrying: boolean;
}

// The token summary failed: say so next to the disabled button, and offer to read it again.
export const TokensUnavailable = ({ onRetry, isRetrying }: TokensUnavailableProps) => (
  <Alert.Root status="error" borderRadius="xl" alignItems="flex-start" role="alert">
    <Alert.Indicator />
    <Stack gap="2">
      <Alert.Title fontSize="lg">{MARKET_MSG.tokensLoadFailedTitle}</Alert.Title>
      <Alert.Description fontSize="md">{MARKET_MSG.tokensLoadFailed}</Alert.Description>
      <Button
        variant="outline"
        colorPalette="red"
        bg="white"
        size="lg"
        alignSelf="flex-start"
        loading={isRetrying}
        loadingText="Reintentando…"
        onClick={onRetry}
      >
        Reintentar
      </Button>
    </Stack>
  </Alert.Root>
);
