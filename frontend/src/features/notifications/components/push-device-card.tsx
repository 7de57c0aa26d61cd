import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '@/lib/api-client';
import { usePushState, useTogglePush } from '../hooks/use-push-state';

const STATE_TEXT = {
  unsupported: 'Este navegador no permite avisos. En un teléfono, instala la aplicación desde el menú del navegador.',
  denied: 'Bloqueaste los avisos de este sitio. Para recibirlos, permítelos en la configuración del navegador.',
  off: 'Los avisos en este dispositivo están apagados.',
  on: 'Los avisos en este dispositivo están encendidos.',
} as const;

// Whether this phone gets pushes, and the one button that changes it.
export const PushDeviceCard = () => {
  const state = usePushState();
  const toggle = useTogglePush();
  if (!state.data) return null;
  const current = state.data;

  return (
    <Box borderWidth="1px" borderRadius="l3" p="4" bg="bg.panel">
      <Stack gap="3">
        <Text fontSize="lg" role="status">
          {STATE_TEXT[current]}
        </Text>
        {(current === 'off' || current === 'on') && (
          <Button
            colorPalette="brand"
            variant={current === 'on' ? 'outline' : 'solid'}
            size="xl"
            // A label longer than the card is wide wraps (on one line, it was cut at both ends).
            whiteSpace="normal"
            height="auto"
            minH="12"
            py="2.5"
            loading={toggle.isPending}
            onClick={() => toggle.mutate(current === 'off')}
          >
            {current === 'on' ? 'Apagar avisos en este dispositivo' : 'Activar avisos en este dispositivo'}
          </Button>
        )}
        {toggle.isError && (
          <Text fontSize="lg" color="fg.error" role="alert">
            {errorMessage(toggle.error)}
          </Text>
        )}
      </Stack>
    </Box>
  );
};
