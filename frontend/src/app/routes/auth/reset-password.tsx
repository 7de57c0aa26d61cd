import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { PASSWORD_RESET_MSG, RESET_TOKEN_PARAM } from '@conectando/contracts';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { usePasswordResetLink } from '@/features/auth/api/password-reset';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export const ResetPasswordRoute = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get(RESET_TOKEN_PARAM) ?? '';
  const link = usePasswordResetLink(token);

  const done = () => {
    notify({ title: 'Contraseña cambiada', description: PASSWORD_RESET_MSG.done });
    void navigate(paths.login, { replace: true });
  };

  return (
    <Page>
      <title>Crear contraseña nueva · Conectando Generaciones</title>
      <Stack gap="6">
        <Heading as="h1" fontSize="3xl" lineHeight="1.2">
          Crear contraseña nueva
        </Heading>
        {link === 'usable' ? (
          <>
            <Text fontSize="lg" color="fg.muted">
              Elige tu contraseña nueva. Al guardarla, se cerrará tu sesión en todos tus dispositivos.
            </Text>
            <ResetPasswordForm token={token} onDone={done} />
          </>
        ) : (
          <Stack gap="5">
            <Text fontSize="lg" role="alert">
              {PASSWORD_RESET_MSG.linkInvalid}
            </Text>
            <Button asChild colorPalette="brand" size="xl">
              <RouterLink to={paths.forgotPassword}>Pedir un enlace nuevo</RouterLink>
            </Button>
          </Stack>
        )}
      </Stack>
    </Page>
  );
};
