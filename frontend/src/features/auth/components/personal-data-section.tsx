import { Input, chakra } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { COUNTRIES, GENDER_LABELS, type RegisterFormDto } from '@conectando/contracts';
import { CatalogSelect } from '@/components/ui/catalog-select';
import { DayTextField } from '@/components/ui/day-text-field';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { ProfilePhotoField } from './profile-photo-field';
import { Section } from './register-form-parts';
import { emptyToUndefined, trim } from './register-form-values';
import { EmailInput } from './email-input';

// 'Tus datos': who the person is and how to sign in.
export const PersonalDataSection = ({ onPhoto }: { onPhoto: (dataUrl: string | undefined) => void }) => {
  const {
    register,
    control,
    formState: { errors, defaultValues: drawn },
  } = useFormContext<RegisterFormDto>();
  return (
    <Section title="Tus datos">
      <ProfilePhotoField onChange={onPhoto} />
      <FormField label="Nombre completo" required error={errors.name?.message}>
        <Input autoComplete="name" defaultValue={drawn?.name} {...register('name', { setValueAs: trim })} />
      </FormField>
      <FormField label="Email" required error={errors.email?.message}>
        <EmailInput defaultValue={drawn?.email} {...register('email', { setValueAs: trim })} />
      </FormField>
      <FormField
        label="Contraseña"
        required
        error={errors.password?.message}
        helperText="Al menos 6 caracteres. Evita contraseñas fáciles como 123456."
      >
        <PasswordInput autoComplete="new-password" defaultValue={drawn?.password} {...register('password')} />
      </FormField>
      <FormField label="Confirmar contraseña" required error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          defaultValue={drawn?.confirmPassword}
          {...register('confirmPassword')}
        />
      </FormField>
      {/* Optional under the rules, so no required mark; the format is said in words. */}
      <Controller
        control={control}
        name="birthDate"
        render={({ field }) => (
          <DayTextField
            // Written before the app ran, the day is set once it runs (register-form.tsx): drawn again.
            key={drawn?.birthDate ?? ''}
            label="Fecha de nacimiento (opcional)"
            example="24-03-1950"
            helperText={
              // A date reads whole: at large text 'dd-mm-' / 'aaaa' broke at its hyphen.
              <>
                Formato <chakra.span whiteSpace="nowrap">dd-mm-aaaa</chakra.span>, por ejemplo{' '}
                <chakra.span whiteSpace="nowrap">24-03-1950</chakra.span>.
              </>
            }
            error={errors.birthDate?.message}
            name={field.name}
            defaultValue={field.value}
            ref={field.ref}
            onBlur={field.onBlur}
            // Emptied is no date (@IsOptional lets undefined through); a wrong day stays as written so
            // the rules refuse it, rather than sending no date or the last right one.
            onChange={(day, text) => field.onChange(day === '' ? undefined : (day ?? text))}
          />
        )}
      />
      <FormField label="Género" error={errors.gender?.message}>
        <CatalogSelect
          labels={GENDER_LABELS}
          emptyLabel="Selecciona una opción"
          defaultValue={drawn?.gender}
          {...register('gender', { setValueAs: emptyToUndefined })}
        />
      </FormField>
      <FormField label="País" required error={errors.country?.message}>
        <CatalogSelect
          labels={COUNTRIES}
          emptyLabel="Selecciona tu país"
          autoComplete="country-name"
          defaultValue={drawn?.country}
          {...register('country')}
        />
      </FormField>
      <FormField label="Región o ciudad" required error={errors.region?.message}>
        <Input
          autoComplete="address-level1"
          placeholder="Ej.: Valparaíso"
          defaultValue={drawn?.region}
          {...register('region', { setValueAs: trim })}
        />
      </FormField>
    </Section>
  );
};
