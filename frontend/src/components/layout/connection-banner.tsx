import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { WifiOffIcon } from '@/components/ui/icons';
import { useConnectionLost } from '@/lib/use-connection-lost';

// The live region stays in the page so screen readers hear the banner come and go.
export const ConnectionBanner = () => {
  const lost = useConnectionLost();
  return (
    <Box role="status" aria-live="polite">
      {lost && (
        <HStack bg="gray.900" color="white" px="4" py="3" gap="3" align="flex-start" data-testid="connection-banner">
          <WifiOffIcon boxSize="6" flexShrink={0} mt="0.5" aria-hidden="true" />
          <Stack gap="0">
            <Text fontSize="lg" fontWeight="bold" lineHeight="1.4">
              Sin conexión
            </Text>
            <Text fontSize="md" lineHeight="1.5">
              Revisa tu internet. Lo que escribas se enviará cuando vuelva la conexión.
            </Text>
          </Stack>
        </HStack>
      )}
    </Box>
  );
};
