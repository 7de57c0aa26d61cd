import { Button, Input, Stack } from '@chakra-ui/react';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useForm } from 'react-hook-form';
import { LoginDto, type AuthUserResponse } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { showLoginWelcome } from '../utils/welcome-toasts';
import { DemoAccounts } from './demo-accounts';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export const LoginForm = ({ onSignedIn }: { onSignedIn: (user: AuthUserResponse) => void }) => {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<LoginDto>({
    resolver: classValidatorResolver(LoginDto),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin();

  const onSubmit = handleSubmit(({ email, password }) =>
    login.mutate(
      { email, password },
      {
        onSuccess: (user) => {
          showLoginWelcome(user);
          onSignedIn(user);
        },
        onError: (error) =>
          notify({ title: 'Error al iniciar sesión', description: errorMessage(error), variant: 'destructive' }),
      },
    ),
  );

  const pickDemo = (email: string, password: string) => {
    setValue('email', email, { shouldValidate: isSubmitted });
    setValue('password', password, { shouldValidate: isSubmitted });
  };

  return (
    <Stack gap="8">
      <form onSubmit={onSubmit} noValidate aria-label="Iniciar sesión">
        <Stack gap="5">
          <FormField label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="tucorreo@ejemplo.cl"
              {...register('email', { setValueAs: trim })}
            />
          </FormField>
          <FormField label="Contraseña" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="xl" width="full" loading={login.isPending} loadingText="Ingresando…">
            Ingresar
          </Button>
        </Stack>
      </form>
      <DemoAccounts onPick={pickDemo} />
    </Stack>
  );
};
