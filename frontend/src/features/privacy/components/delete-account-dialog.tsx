import { useEffect, useRef } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { List } from '@/components/ui/chakra/list';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useForm } from 'react-hook-form';
import { DeleteAccountDto } from '@conectando/contracts';
import { DialogShell } from '@/components/ui/dialog-shell';
import { dialogButtonWidth } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

// Says plainly what goes and what stays before anything happens, and asks for the password: a tap by
// mistake, or someone else holding the phone, cannot erase an account.
export const DeleteAccountDialog = ({ open, onClose }: DeleteAccountDialogProps) => {
  const remove = useDeleteAccount();
  const passwordField = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountDto>({
    resolver: classValidatorResolver(DeleteAccountDto),
    defaultValues: { password: '' },
  });

  const close = () => {
    reset();
    remove.reset();
    onClose();
  };
  const refused = errors.password?.type === 'server' ? errors.password.message : undefined;
  // The server's refusal sits under the field, below the fold once the list above is long (large text).
  useEffect(() => {
    if (refused) passwordField.current?.scrollIntoView({ block: 'end' });
  }, [refused]);
  const submit = handleSubmit((dto) =>
    remove.mutate(dto, {
      onError: (error) => setError('password', { type: 'server', message: errorMessage(error) }, { shouldFocus: true }),
    }),
  );

  return (
    <DialogShell
      open={open}
      onClose={close}
      locked={remove.isPending}
      title="¿Eliminar tu cuenta?"
      footer={
        <>
          <Button variant="outline" size="xl" width={dialogButtonWidth} onClick={close} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form="eliminar-cuenta"
            colorPalette="red"
            bg="red.700"
            size="xl"
            width={dialogButtonWidth}
            loading={remove.isPending}
            loadingText="Eliminando…"
          >
            Sí, eliminar mi cuenta
          </Button>
        </>
      }
    >
      <form id="eliminar-cuenta" noValidate onSubmit={submit}>
        <Stack gap="4" pb="2" fontSize="lg" lineHeight="1.6">
          <Text fontWeight="semibold">Esto no se puede deshacer.</Text>
          <List.Root gap="2" ps="5">
            <List.Item>Borraremos tu nombre, email, foto, documentos, videos y relatos.</List.Item>
            <List.Item>Los mensajes que enviaste dirán «Mensaje eliminado».</List.Item>
            <List.Item>Tus ofertas abiertas se cerrarán y se devolverán los tokens a quienes postularon.</List.Item>
            <List.Item>
              Guardaremos tus pagos y movimientos de tokens sin tus datos, porque la ley tributaria lo exige.
            </List.Item>
          </List.Root>
          <Text>Si quieres una copia, usa primero «Descargar mis datos».</Text>
          <Box ref={passwordField}>
            <FormField label="Escribe tu contraseña para confirmar" required error={errors.password?.message}>
              <PasswordInput autoComplete="current-password" {...register('password')} />
            </FormField>
          </Box>
        </Stack>
      </form>
    </DialogShell>
  );
};
