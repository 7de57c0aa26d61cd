import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useSelectedUserType } from '@/features/auth/hooks/use-selected-user-type';

export const RegisterRoute = () => {
  const navigate = useNavigate();
  const userType = useSelectedUserType();

  return (
    <Page>
      <title>Crear cuenta · Conectando Generaciones</title>
      <Stack gap="6">
        <BackLink to={paths.home} />
        <Stack gap="2">
          <Heading as="h1" fontSize="3xl" lineHeight="1.2">
            Crear cuenta
          </Heading>
          <Text fontSize="lg">
            ¿Ya tienes cuenta?{' '}
            <Link asChild fontWeight="bold">
              <RouterLink to={paths.login}>Inicia sesión</RouterLink>
            </Link>
          </Text>
        </Stack>
        <RegisterForm initialUserType={userType} onRegistered={() => navigate(paths.skills, { replace: true })} />
      </Stack>
    </Page>
  );
};
