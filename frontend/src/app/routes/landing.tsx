import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { homePathFor } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/get-me';
import { UserTypeCards } from '@/features/auth/components/user-type-cards';
import { TextSizeSetting } from '@/features/text-size/components/text-size-setting';
import { WisdomTip } from '@/features/wisdom/components/wisdom-tip';

export const LandingRoute = () => {
  return (
    <Page py="8">
      <title>Conectando Generaciones</title>
      <Stack gap="8">
        <Stack gap="3" align="center" textAlign="center">
          <Logo boxSize="20" />
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1.2" color="brand.900">
            Conectando Generaciones
          </Text>
          <Text fontSize="lg" color="fg.muted">
            Conectando generaciones, una habilidad a la vez
          </Text>
        </Stack>

        <SignedInWelcome />

        <Stack gap="4">
          <Heading as="h1" fontSize="2xl" lineHeight="1.3" textAlign="center">
            ¿Cómo quieres ingresar?
          </Heading>
          <UserTypeCards />
        </Stack>

        <Text fontSize="lg" textAlign="center">
          <Link asChild fontWeight="bold">
            <RouterLink to={paths.register}>¿No tienes cuenta? Crear cuenta</RouterLink>
          </Link>
        </Text>

        <TextSizeSetting />

        <WisdomTip context="general" />
      </Stack>
    </Page>
  );
};

// The landing is also where "home" leads for a signed-in user: offer the way back in. Only this part
// follows the session, so its first answer does not draw the whole landing again (one long task on a
// slow phone, right after the page showed).
const SignedInWelcome = () => {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="3" bg="brand.50" borderWidth="2px" borderColor="brand.200" borderRadius="xl" p="4">
      <Text fontSize="lg">
        Hola, <strong>{user.name}</strong>. Ya iniciaste sesión.
      </Text>
      <Button asChild colorPalette="brand" size="xl">
        <RouterLink to={homePathFor(user)}>Continuar</RouterLink>
      </Button>
    </Stack>
  );
};
