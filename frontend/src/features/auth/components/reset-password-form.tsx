import { Button, Stack } from '@chakra-ui/react';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { useForm } from 'react-hook-form';
import { IsEqualTo, MSG } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useConfirmPasswordReset } from '../api/password-reset';
import { RequestError } from './request-error';

// The registration's password rules and messages, asked twice.
class NewPasswordForm {
  @IsString({ message: MSG.passwordMin })
  @MinLength(6, { message: MSG.passwordMin })
  @MaxLength(200, { message: MSG.passwordTooLong })
  password!: string;

  @IsString({ message: MSG.confirmRequired })
  @MinLength(1, { message: MSG.confirmRequired })
  @IsEqualTo('password', { message: MSG.passwordsMismatch })
  confirmPassword!: string;
}

export const ResetPasswordForm = ({ token, onDone }: { token: string; onDone: () => void }) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({
    resolver: classValidatorResolver(NewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const confirm = useConfirmPasswordReset();

  const onSubmit = handleSubmit(({ password }) => confirm.mutate({ token, password }, { onSuccess: onDone }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Crear contraseña nueva">
      <Stack gap="5">
        <FormField label="Contraseña nueva" error={errors.password?.message} helperText="Al menos 6 caracteres.">
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Repite la contraseña nueva" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        {confirm.isError && <RequestError error={confirm.error} />}
        <Button
          type="submit"
          colorPalette="brand"
          size="xl"
          width="full"
          loading={confirm.isPending}
          loadingText="Guardando…"
        >
          Guardar contraseña
        </Button>
      </Stack>
    </form>
  );
};
