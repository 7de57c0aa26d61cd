import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HELP_PUBLIC_LINK, SIGN_IN_FORM_ACTION, type AuthUserResponse, type UserType } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { HelpLink } from '@/components/ui/help-link';
import { useLoginForm } from '../hooks/use-login-form';
import { DemoAccounts } from './demo-accounts';
import { EmailInput } from './email-input';

interface LoginFormProps {
  onSignedIn: (user: AuthUserResponse) => void;
  // The entry card chosen on the landing: a sign-in sent back by the server keeps it.
  userType: UserType | null;
}

export const LoginForm = ({ onSignedIn, userType }: LoginFormProps) => {
  const { form, values, change, onSubmit, shownErrors, shownRefusal, pending } = useLoginForm(onSignedIn);
  const pickDemo = (email: string, password: string) => change({ email, password });

  return (
    <Stack gap="8">
      <form
        ref={form}
        method="post"
        action={SIGN_IN_FORM_ACTION}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Iniciar sesión"
      >
        {userType && <input type="hidden" name="tipo" value={userType} />}
        <Stack gap="5">
          <FormField label="Email" error={shownErrors.email}>
            <EmailInput name="email" value={values.email} onChange={(event) => change({ email: event.target.value })} />
          </FormField>
          <FormField label="Contraseña" error={shownErrors.password}>
            <PasswordInput
              autoComplete="current-password"
              name="password"
              value={values.password}
              onChange={(event) => change({ password: event.target.value })}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" size="xl" width="full" loading={pending} loadingText="Ingresando…">
            Ingresar
          </Button>
        </Stack>
      </form>
      {shownRefusal && (
        <Stack role="alert" gap="3" bg="red.50" borderWidth="2px" borderColor="red.600" borderRadius="xl" p="4">
          <Text fontSize="lg" color="gray.900">
            {shownRefusal}
          </Text>
          <HelpLink alignSelf="flex-start" />
        </Stack>
      )}
      <Link asChild alignSelf="center" fontSize="lg" fontWeight="bold">
        <RouterLink to={paths.forgotPassword}>¿Olvidaste tu contraseña?</RouterLink>
      </Link>
      <Link asChild alignSelf="center" fontSize="lg" fontWeight="bold">
        <RouterLink to={paths.help}>{HELP_PUBLIC_LINK}</RouterLink>
      </Link>
      <DemoAccounts onPick={pickDemo} />
    </Stack>
  );
};
