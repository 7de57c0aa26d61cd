import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Page } from '@/components/layout/page';
import { RefreshIcon } from '@/components/ui/icons';

// A screen that failed to load (most often its code, when the phone lost signal on the way) stays
// inside the app's frame, in Spanish, with a way to try again.
export const RouteError = () => (
  <Page py="12">
    <title>No pudimos abrir esta pantalla · Conectando Generaciones</title>
    <Stack gap="5" align="center" textAlign="center" role="alert">
      <Heading as="h1" fontSize="3xl" lineHeight="1.2">
        No pudimos abrir esta pantalla
      </Heading>
      <Text fontSize="lg">Revisa tu conexión a internet e inténtalo de nuevo.</Text>
      {/* A screen's code that failed to download is only fetched again by loading the page. */}
      <Button colorPalette="brand" size="xl" onClick={() => window.location.reload()}>
        <RefreshIcon boxSize="6" />
        Intentar de nuevo
      </Button>
    </Stack>
  </Page>
);
