import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Heading,
  Input,
  Link,
  NativeSelect,
  RadioCard,
  Stack,
  Text,
} from '@chakra-ui/react';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import {
  COUNTRIES,
  GENDER_LABELS,
  MSG,
  REVIEW_BUSINESS_DAYS,
  RegisterFormDto,
  UserType,
  type AuthUserResponse,
  type Gender,
} from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { localDayKey } from '@/lib/dates';
import { useRegister } from '../api/register';
import { toRegisterPayload } from '../utils/to-register-payload';
import { USER_TYPE_OPTIONS } from '../utils/user-types';
import { showRegisterWelcome } from '../utils/welcome-toasts';
import { DocumentFileField } from './document-file-field';
import { ProfilePhotoField } from './profile-photo-field';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

// Optional fields must be undefined (not '') so the DTO's @IsOptional lets them through.
const DEFAULT_VALUES = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  birthDate: undefined,
  gender: undefined,
  country: '',
  region: '',
  acceptTerms: false,
  acceptPrivacy: false,
  acceptNotifications: false,
  profileImage: undefined,
  specialty: '',
  certificateUrl: undefined,
  institutionName: '',
  legalRepresentative: '',
  institutionEmail: '',
  institutionDocumentUrl: undefined,
} satisfies Partial<RegisterFormDto>;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack as="fieldset" gap="5" border="none" p="0" m="0" minW="0">
    <Heading as="legend" fontSize="xl" mb="1" color="brand.fg" float="left" width="full">
      {title}
    </Heading>
    {children}
  </Stack>
);

const BlockError = ({ messages }: { messages: string[] }) =>
  messages.length === 0 ? null : (
    <Box role="alert" bg="red.50" borderWidth="2px" borderColor="red.700" borderRadius="lg" p="3">
      {messages.map((message) => (
        <Text key={message} color="fg.error" fontWeight="semibold" fontSize="md">
          {message}
        </Text>
      ))}
    </Box>
  );

interface ConsentProps {
  control: Control<RegisterFormDto>;
  name: FieldPath<RegisterFormDto> & ('acceptTerms' | 'acceptPrivacy' | 'acceptNotifications');
  error?: string;
  children: ReactNode;
}

const Consent = ({ control, name, error, children }: ConsentProps) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <Stack gap="1">
        <Checkbox.Root
          checked={Boolean(field.value)}
          onCheckedChange={({ checked }) => field.onChange(checked === true)}
          invalid={Boolean(error)}
          colorPalette="brand"
          size="lg"
          alignItems="flex-start"
          gap="3"
          minH="11"
          py="1"
        >
          <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control mt="0.5" borderWidth="2px" borderColor="border.control" bg="white" />
          <Checkbox.Label fontSize="md" fontWeight="normal" lineHeight="1.5">
            {children}
          </Checkbox.Label>
        </Checkbox.Root>
        {error && (
          <Text color="fg.error" fontWeight="semibold" fontSize="md" ps="10">
            {error}
          </Text>
        )}
      </Stack>
    )}
  />
);

const distinct = (messages: (string | undefined)[]) => [...new Set(messages.filter((m): m is string => Boolean(m)))];

interface RegisterFormProps {
  initialUserType: UserType | null;
  onRegistered: (user: AuthUserResponse) => void;
}

export const RegisterForm = ({ initialUserType, onRegistered }: RegisterFormProps) => {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<RegisterFormDto>({
    resolver: classValidatorResolver(RegisterFormDto),
    defaultValues: { ...DEFAULT_VALUES, userType: initialUserType ?? undefined } as RegisterFormDto,
  });
  const registerUser = useRegister();
  const userType = watch('userType');

  const setFile = (name: 'certificateUrl' | 'institutionDocumentUrl' | 'profileImage') => (dataUrl: string | undefined) =>
    setValue(name, dataUrl, { shouldValidate: isSubmitted && name !== 'profileImage', shouldDirty: true });

  const onSubmit = handleSubmit((values) =>
    registerUser.mutate(toRegisterPayload(values), {
      onSuccess: (user) => {
        showRegisterWelcome(user);
        onRegistered(user);
      },
      onError: (error) =>
        notify({ title: 'Error en el registro', description: errorMessage(error), variant: 'destructive' }),
    }),
  );

  const professionalErrors = distinct([errors.specialty?.message, errors.certificateUrl?.message]);
  // An empty institutional email is "missing", not "invalid": the block message already says so.
  const institutionEmailError =
    errors.institutionEmail && !watch('institutionEmail') ? MSG.institutionRequired : errors.institutionEmail?.message;
  const institutionErrors = distinct([
    errors.institutionName?.message,
    errors.legalRepresentative?.message,
    institutionEmailError,
    errors.institutionDocumentUrl?.message,
  ]);
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Crear cuenta">
      <Stack gap="10">
        <Text fontSize="md" color="fg.muted">
          Los campos marcados con{' '}
          <Text as="span" color="fg.error" fontWeight="bold">
            *
          </Text>{' '}
          son obligatorios.
        </Text>

        <Section title="Tus datos">
          <ProfilePhotoField onChange={setFile('profileImage')} />
          <FormField label="Nombre completo" required error={errors.name?.message}>
            <Input autoComplete="name" {...register('name', { setValueAs: trim })} />
          </FormField>
          <FormField label="Email" required error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="tucorreo@ejemplo.cl"
              {...register('email', { setValueAs: trim })}
            />
          </FormField>
          <FormField
            label="Contraseña"
            required
            error={errors.password?.message}
            helperText="Al menos 6 caracteres. Evita contraseñas fáciles como 123456."
          >
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Confirmar contraseña" required error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <FormField label="Fecha de nacimiento" required error={errors.birthDate?.message}>
            <Input
              type="date"
              autoComplete="bday"
              max={localDayKey()}
              {...register('birthDate', { setValueAs: emptyToUndefined })}
            />
          </FormField>
          <FormField label="Género" error={errors.gender?.message}>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field {...register('gender', { setValueAs: emptyToUndefined })}>
                <option value="">Selecciona una opción</option>
                {(Object.entries(GENDER_LABELS) as [Gender, string][]).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="País" required error={errors.country?.message}>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field autoComplete="country-name" {...register('country')}>
                <option value="">Selecciona tu país</option>
                {Object.entries(COUNTRIES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Región o ciudad" required error={errors.region?.message}>
            <Input autoComplete="address-level1" placeholder="Ej.: Valparaíso" {...register('region', { setValueAs: trim })} />
          </FormField>
        </Section>

        <Controller
          control={control}
          name="userType"
          render={({ field }) => (
            <RadioCard.Root
              value={field.value ?? null}
              onValueChange={({ value }) => field.onChange(value)}
              name={field.name}
              colorPalette="brand"
              size="lg"
              orientation="horizontal"
              align="start"
              invalid={Boolean(errors.userType)}
            >
              <RadioCard.Label fontSize="xl" fontWeight="bold" color="brand.fg" mb="3">
                ¿Cómo quieres participar?{' '}
                <Text as="span" color="fg.error" aria-hidden="true">
                  *
                </Text>
              </RadioCard.Label>
              <Stack gap="3">
                {USER_TYPE_OPTIONS.map((option) => (
                  <RadioCard.Item key={option.value} value={option.value} borderWidth="2px" bg="white">
                    <RadioCard.ItemHiddenInput
                      // RHF focuses the chosen option (or the first one) when the type is missing.
                      ref={option.value === (field.value ?? USER_TYPE_OPTIONS[0]?.value) ? field.ref : undefined}
                    />
                    <RadioCard.ItemControl alignItems="flex-start" gap="4">
                      <RadioCard.ItemIndicator borderWidth="2px" borderColor="border.control" boxSize="6" mt="0.5" />
                      <RadioCard.ItemContent gap="1">
                        <RadioCard.ItemText fontSize="lg" fontWeight="bold">
                          {option.title}
                        </RadioCard.ItemText>
                        <RadioCard.ItemDescription fontSize="md" color="fg.muted" opacity="1">
                          {option.description}
                        </RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </Stack>
              {errors.userType?.message && (
                <Text role="alert" color="fg.error" fontWeight="semibold" fontSize="md" mt="2">
                  {errors.userType.message}
                </Text>
              )}
            </RadioCard.Root>
          )}
        />

        {userType === UserType.Professional && (
          <Section title="Datos profesionales">
            <Text fontSize="md" color="fg.muted">
              Revisaremos tu certificado en un plazo máximo de {REVIEW_BUSINESS_DAYS} días hábiles. Mientras tanto podrás usar la aplicación
              como persona.
            </Text>
            <FormField label="Especialidad" required invalid={Boolean(errors.specialty)}>
              <Input placeholder="Ej.: Kinesiología" {...register('specialty', { setValueAs: trim })} />
            </FormField>
            <DocumentFileField
              label="Certificado profesional"
              helperText="Archivo PDF, JPG o PNG de hasta 5 MB."
              invalid={Boolean(errors.certificateUrl)}
              onChange={setFile('certificateUrl')}
            />
            <BlockError messages={professionalErrors} />
          </Section>
        )}

        {userType === UserType.Institution && (
          <Section title="Datos de la institución">
            <Text fontSize="md" color="fg.muted">
              Revisaremos tu documentación en un plazo máximo de {REVIEW_BUSINESS_DAYS} días hábiles. Mientras tanto podrás usar la aplicación
              como persona.
            </Text>
            <FormField label="Nombre de la institución" required invalid={Boolean(errors.institutionName)}>
              <Input autoComplete="organization" {...register('institutionName', { setValueAs: trim })} />
            </FormField>
            <FormField label="Representante legal" required invalid={Boolean(errors.legalRepresentative)}>
              <Input {...register('legalRepresentative', { setValueAs: trim })} />
            </FormField>
            <FormField label="Email institucional" required invalid={Boolean(errors.institutionEmail)}>
              <Input type="email" inputMode="email" {...register('institutionEmail', { setValueAs: trim })} />
            </FormField>
            <DocumentFileField
              label="Documento de la institución"
              helperText="Por ejemplo, certificado de vigencia o escritura. PDF, JPG o PNG de hasta 5 MB."
              invalid={Boolean(errors.institutionDocumentUrl)}
              onChange={setFile('institutionDocumentUrl')}
            />
            <BlockError messages={institutionErrors} />
          </Section>
        )}

        <Section title="Condiciones">
          <Consent control={control} name="acceptTerms" error={errors.acceptTerms?.message}>
            Acepto los{' '}
            <Link href={paths.terms} target="_blank" rel="noopener" color="brand.fg" textDecoration="underline" display="inline">
              términos y condiciones
            </Link>
            {'\u00a0*'}
          </Consent>
          <Consent control={control} name="acceptPrivacy" error={errors.acceptPrivacy?.message}>
            Acepto la{' '}
            <Link href={paths.privacy} target="_blank" rel="noopener" color="brand.fg" textDecoration="underline" display="inline">
              política de privacidad
            </Link>
            {'\u00a0*'}
          </Consent>
          <Consent control={control} name="acceptNotifications">
            Quiero recibir notificaciones por email sobre mensajes, ofertas y novedades
          </Consent>
        </Section>

        <Stack gap="3">
          {hasErrors && (
            <Text role="status" color="fg.error" fontWeight="semibold" fontSize="md">
              Revisa los campos marcados en rojo.
            </Text>
          )}
          <Button type="submit" colorPalette="brand" size="xl" width="full" loading={registerUser.isPending} loadingText="Creando cuenta…">
            Crear cuenta
          </Button>
        </Stack>
      </Stack>
    </form>
  );
};
