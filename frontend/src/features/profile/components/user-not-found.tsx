import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

/** A profile that does not exist (or no longer does), with a way back. */
export const UserNotFound = () => (
  <Page>
    <Stack gap="4" align="flex-start">
      <Heading as="h1" fontSize="3xl">
        Usuario no encontrado
      </Heading>
      <Text fontSize="lg">No encontramos este perfil.</Text>
      <Button asChild variant="outline" size="lg">
        <RouterLink to={paths.roleSelection}>
          <ArrowLeftIcon boxSize="5" />
          Volver
        </RouterLink>
      </Button>
    </Stack>
  </Page>
);
