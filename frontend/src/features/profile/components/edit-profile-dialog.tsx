import { Button, Input, Stack } from '@chakra-ui/react';
import { Textarea } from '@/components/ui/chakra/textarea';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useForm } from 'react-hook-form';
import { AccountType, UpdateProfileDto, type UserPrivateResponse } from '@conectando/contracts';
import { DialogShell } from '@/components/ui/dialog-shell';
import { FormField } from '@/components/ui/form-field';
import { useUpdateProfile } from '../api/update-profile';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : trim(value);

interface EditProfileDialogProps {
  user: UserPrivateResponse;
  open: boolean;
  onClose: () => void;
}

// Name required, email valid; bio and location optional. The rules are the contract's DTO.
export const EditProfileDialog = ({ user, open, onClose }: EditProfileDialogProps) => {
  const update = useUpdateProfile(user.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<UpdateProfileDto>({
    resolver: classValidatorResolver(UpdateProfileDto),
    values: {
      name: user.name,
      email: user.email,
      bio: user.bio ?? '',
      location: user.location ?? '',
      rut: user.rut ?? '',
      rnpiNumber: user.rnpiNumber ?? '',
    },
  });

  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit((dto) => update.mutate(dto, { onSuccess: close }));

  return (
    <DialogShell
      open={open}
      onClose={close}
      title="Editar perfil"
      footer={
        <>
          <Button variant="outline" size="xl" width={{ base: 'full', sm: 'auto' }} onClick={close}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form="editar-perfil"
            colorPalette="brand"
            size="xl"
            width={{ base: 'full', sm: 'auto' }}
            loading={update.isPending}
            loadingText="Guardando…"
          >
            Guardar cambios
          </Button>
        </>
      }
    >
      <form id="editar-perfil" noValidate onSubmit={submit}>
        <Stack gap="5" pb="2">
          <FormField label="Nombre" required error={errors.name?.message}>
            <Input autoComplete="name" {...register('name', { setValueAs: trim })} />
          </FormField>
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...register('email', { setValueAs: trim })} />
          </FormField>
          <FormField label="Sobre mí (opcional)" error={errors.bio?.message}>
            <Textarea rows={4} fontSize="md" {...register('bio', { setValueAs: emptyToUndefined })} />
          </FormField>
          <FormField label="Ubicación (opcional)" error={errors.location?.message}>
            <Input {...register('location', { setValueAs: emptyToUndefined })} />
          </FormField>
          {user.accountType !== AccountType.Persona && (
            <FormField label="RUT (opcional)" helperText="Con o sin puntos." error={errors.rut?.message}>
              <Input {...register('rut', { setValueAs: emptyToUndefined })} />
            </FormField>
          )}
          {user.accountType === AccountType.Profesional && (
            <FormField
              label="N° de registro en la Superintendencia de Salud (opcional)"
              error={errors.rnpiNumber?.message}
            >
              <Input inputMode="numeric" {...register('rnpiNumber', { setValueAs: emptyToUndefined })} />
            </FormField>
          )}
        </Stack>
      </form>
    </DialogShell>
  );
};
