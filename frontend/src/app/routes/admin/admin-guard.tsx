import type { ReactNode } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Page } from '@/components/layout/page';
import { LockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/get-me';

// The server enforces admin access (docs/decisions/sessions-and-identity.md); this only avoids showing a panel that would fail.
export const AdminGuard = ({ children }: { children: ReactNode }) => {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!user?.isAdmin) {
    return (
      <Page py="16">
        <Stack gap="5" align="center" textAlign="center">
          <LockIcon boxSize="12" color="brand.700" />
          <Heading as="h1" fontSize="3xl">
            Acceso denegado
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            Esta sección es solo para administradores.
          </Text>
          <Button asChild colorPalette="brand" size="xl">
            <RouterLink to={user ? paths.home : paths.login}>{user ? 'Volver al inicio' : 'Iniciar sesión'}</RouterLink>
          </Button>
        </Stack>
      </Page>
    );
  }
  return <>{children}</>;
};
