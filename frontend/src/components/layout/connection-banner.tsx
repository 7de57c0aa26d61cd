import type { ReactNode } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { WifiOffIcon } from '@/components/ui/icons';
import { useSocketReplaced } from '@/lib/socket';
import { useConnectionLost } from '@/lib/use-connection-lost';

// The live region stays in the page so screen readers hear the banner come and go.
export const ConnectionBanner = () => {
  const lost = useConnectionLost();
  const replaced = useSocketReplaced();
  return (
    <Box role="status" aria-live="polite">
      {replaced ? (
        // Not a lost signal: the account is live in another window or device, which took this one's place.
        <Notice title="Conexión en pausa" text={replaced.reason}>
          <Button size="md" variant="solid" bg="white" color="gray.900" onClick={replaced.connectHere}>
            Usar aquí
          </Button>
        </Notice>
      ) : (
        lost && (
          <Notice
            title="Sin conexión"
            text="Revisa tu internet. Tus mensajes del chat se enviarán cuando vuelva la conexión."
          />
        )
      )}
    </Box>
  );
};

const Notice = ({ title, text, children }: { title: string; text: string; children?: ReactNode }) => (
  <HStack bg="gray.900" color="white" px="4" py="3" gap="3" align="flex-start" data-testid="connection-banner">
    <WifiOffIcon boxSize="6" flexShrink={0} mt="0.5" aria-hidden="true" />
    <Stack gap="2" align="flex-start">
      <Stack gap="0">
        <Text fontSize="lg" fontWeight="bold" lineHeight="1.4">
          {title}
        </Text>
        <Text fontSize="md" lineHeight="1.5">
          {text}
        </Text>
      </Stack>
      {children}
    </Stack>
  </HStack>
);
