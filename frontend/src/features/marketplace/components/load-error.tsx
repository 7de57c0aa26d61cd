import { useEffect } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { MARKET_MSG } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { AlertIcon } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';

// Spec §2/§8: 'Error al cargar datos', a destructive toast, and a way back.
export const LoadError = ({ backTo, onRetry }: { backTo: string; onRetry?: () => void }) => {
  useEffect(() => {
    // After the render: the toaster flushes synchronously, which React refuses inside a commit.
    const timer = window.setTimeout(() =>
      notify({ title: MARKET_MSG.loadFailedTitle, description: MARKET_MSG.loadFailed, variant: 'destructive' }),
    );
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Stack gap="5" align="center" textAlign="center" py="10" role="alert">
      <AlertIcon boxSize="12" color="red.700" />
      <Heading as="h2" fontSize="2xl">
        {MARKET_MSG.loadFailedTitle}
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        {MARKET_MSG.loadFailed}
      </Text>
      <Stack gap="3" width="full" maxW="sm">
        {onRetry && (
          <Button colorPalette="brand" size="xl" onClick={onRetry}>
            Intentar de nuevo
          </Button>
        )}
        <Button asChild variant="outline" size="xl">
          <RouterLink to={backTo}>Volver</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
};
