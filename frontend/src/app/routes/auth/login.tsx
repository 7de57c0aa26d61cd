import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { homePathFor } from '@conectando/contracts';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { registerPathAs, useSelectedUserType } from '@/features/auth/hooks/use-selected-user-type';
import { LOGIN_TEXTS } from '@/features/auth/utils/user-types';

export const LoginRoute = () => {
  const navigate = useNavigate();
  const userType = useSelectedUserType();
  const texts = LOGIN_TEXTS[userType ?? 'default'];

  return (
    <Page>
      <title>{`${texts.title} · Conectando Generaciones`}</title>
      <Stack gap="6">
        <BackLink to={paths.home} />
        <Stack gap="2">
          <Heading as="h1" fontSize="3xl" lineHeight="1.2">
            {texts.title}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {texts.description}
          </Text>
        </Stack>
        <LoginForm userType={userType} onSignedIn={(user) => navigate(homePathFor(user), { replace: true })} />
        <Text fontSize="lg" textAlign="center">
          ¿No tienes cuenta?{' '}
          <Link asChild fontWeight="bold">
            <RouterLink to={registerPathAs(userType)}>Crear cuenta</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Page>
  );
};
