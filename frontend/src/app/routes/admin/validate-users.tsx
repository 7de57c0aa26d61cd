import { Heading, Stack, Text } from '@chakra-ui/react';
import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { PendingUsersTabs } from '@/features/admin/components/pending-users-tabs';
import { AdminGuard } from './admin-guard';

export const ValidateUsersRoute = () => (
  <AdminGuard>
    <Page>
      <title>Validar Usuarios · Conectando Generaciones</title>
      <Stack gap="5">
        <BackLink to={paths.admin} />
        <Stack gap="1">
          <Heading as="h1" fontSize="3xl">
            Validar Usuarios
          </Heading>
          <Text fontSize="md" color="fg.muted">
            Las cuentas con el plazo de revisión más próximo aparecen primero.
          </Text>
        </Stack>
        <PendingUsersTabs />
      </Stack>
    </Page>
  </AdminGuard>
);
