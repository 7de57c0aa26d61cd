import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useForm } from 'react-hook-form';
import { PasswordResetRequestDto } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { useRequestPasswordReset } from '../api/password-reset';
import { RequestError } from './request-error';
import { EmailInput } from './email-input';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

// Asks for the email; the answer is the same whether or not the account exists.
export const ForgotPasswordForm = () => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequestDto>({
    resolver: classValidatorResolver(PasswordResetRequestDto),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <Alert.Root status="success" variant="subtle" borderRadius="l3" p="5" role="status">
        <Alert.Content>
          <Alert.Title fontSize="xl" fontWeight="bold">
            Revisa tu correo
          </Alert.Title>
          <Alert.Description fontSize="lg">{request.data.message}</Alert.Description>
          <Text fontSize="lg" mt="2">
            Si no llega en unos minutos, mira en la carpeta de spam o vuelve a pedirlo.
          </Text>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <form onSubmit={handleSubmit(({ email }) => request.mutate(email))} noValidate aria-label="Recuperar contraseña">
      <Stack gap="5">
        <FormField label="Email" error={errors.email?.message}>
          <EmailInput {...register('email', { setValueAs: trim })} />
        </FormField>
        {request.isError && <RequestError error={request.error} />}
        <Button
          type="submit"
          colorPalette="brand"
          size="xl"
          width="full"
          loading={request.isPending}
          loadingText="Enviando…"
        >
          Enviar enlace
        </Button>
      </Stack>
    </form>
  );
};
