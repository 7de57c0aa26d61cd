import { Heading, Stack, Text } from '@chakra-ui/react';
import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export const ForgotPasswordRoute = () => (
  <Page>
    <title>Recuperar contraseña · Conectando Generaciones</title>
    <Stack gap="6">
      <BackLink to={paths.login} />
      <Stack gap="2">
        <Heading as="h1" fontSize="3xl" lineHeight="1.2">
          Recuperar contraseña
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Escribe el email de tu cuenta. Te enviaremos un enlace para crear una contraseña nueva.
        </Text>
      </Stack>
      <ForgotPasswordForm />
    </Stack>
  </Page>
);
