import { useEffect } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { MARKET_MSG } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { AlertIcon } from './icons';
import { notify } from './toaster';

// A whole page that could not load: 'Error al cargar datos', a destructive toast, and a way back. Apart
// from load-states.tsx, so its texts (the marketplace's) stay out of screens that only load a section.
export const PageLoadError = ({ backTo, onRetry }: { backTo: string; onRetry?: () => void }) => {
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
