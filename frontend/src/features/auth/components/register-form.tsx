import { Button, Stack, Text } from '@chakra-ui/react';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { FormProvider, useForm } from 'react-hook-form';
import { RegisterFormDto, UserType, type AuthUserResponse } from '@conectando/contracts';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { offerPush } from '@/lib/push-offer';
import { useRegister } from '../api/register';
import { toRegisterPayload } from '../utils/to-register-payload';
import { showRegisterWelcome } from '../utils/welcome-toasts';
import { ConsentsSection } from './consents-section';
import { PersonalDataSection } from './personal-data-section';
import { DEFAULT_VALUES } from './register-form-values';
import { InstitutionSection, ProfessionalSection } from './review-sections';
import { UserTypeField } from './user-type-field';

interface RegisterFormProps {
  initialUserType: UserType | null;
  onRegistered: (user: AuthUserResponse) => void;
}

export const RegisterForm = ({ initialUserType, onRegistered }: RegisterFormProps) => {
  const form = useForm<RegisterFormDto>({
    resolver: classValidatorResolver(RegisterFormDto),
    defaultValues: { ...DEFAULT_VALUES, userType: initialUserType ?? undefined } as RegisterFormDto,
  });
  const {
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const registerUser = useRegister();
  const userType = watch('userType');

  const setFile =
    (name: 'certificateUrl' | 'institutionDocumentUrl' | 'profileImage') => (dataUrl: string | undefined) =>
      setValue(name, dataUrl, { shouldValidate: isSubmitted && name !== 'profileImage', shouldDirty: true });

  const onSubmit = handleSubmit((values) =>
    registerUser.mutate(toRegisterPayload(values), {
      onSuccess: (user) => {
        showRegisterWelcome(user);
        // A professional or an institution waits for validation, which may come when the app is closed.
        if (!user.isValidated) offerPush();
        onRegistered(user);
      },
      onError: (error) =>
        notify({ title: 'Error en el registro', description: errorMessage(error), variant: 'destructive' }),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Crear cuenta">
        <Stack gap="10">
          <Text fontSize="md" color="fg.muted">
            Los campos marcados con{' '}
            <Text as="span" color="fg.error" fontWeight="bold">
              *
            </Text>{' '}
            son obligatorios.
          </Text>
          <PersonalDataSection onPhoto={setFile('profileImage')} />
          <UserTypeField />
          {userType === UserType.Professional && <ProfessionalSection onCertificate={setFile('certificateUrl')} />}
          {userType === UserType.Institution && <InstitutionSection onDocument={setFile('institutionDocumentUrl')} />}
          <ConsentsSection />
          <Stack gap="3">
            {Object.keys(errors).length > 0 && (
              <Text role="status" color="fg.error" fontWeight="semibold" fontSize="md">
                Revisa los campos marcados en rojo.
              </Text>
            )}
            <Button
              type="submit"
              colorPalette="brand"
              size="xl"
              width="full"
              loading={registerUser.isPending}
              loadingText="Creando cuenta…"
            >
              Crear cuenta
            </Button>
          </Stack>
        </Stack>
      </form>
    </FormProvider>
  );
};
