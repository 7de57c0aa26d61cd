import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { HomeIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export const NotFoundRoute = () => (
  <Page py="16">
    <title>404 · Conectando Generaciones</title>
    <Stack gap="6" align="center" textAlign="center">
      <Heading as="h1" fontSize="3xl" lang="en">
        404 Page Not Found
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        No encontramos esta página.
      </Text>
      <Button asChild colorPalette="brand" size="xl">
        <RouterLink to={paths.home}>
          <HomeIcon boxSize="6" />
          Volver al inicio
        </RouterLink>
      </Button>
    </Stack>
  </Page>
);
