import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { REGISTER_FORM_ACTION, UserType, type AuthUserResponse, type RegisterFormDto } from '@conectando/contracts';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { offerPush } from '@/lib/push-offer';
import { useRegister } from '../api/register';
import { beforeTheApp, registerAnswer } from '../utils/register-answer';
import { toRegisterPayload } from '../utils/to-register-payload';
import { showRegisterWelcome } from '../utils/welcome-toasts';
import { ConsentsSection } from './consents-section';
import { PersonalDataSection } from './personal-data-section';
import { DEFAULT_VALUES } from './register-form-values';
import { InstitutionSection, ProfessionalSection } from './review-sections';
import { UserTypeField } from './user-type-field';

// The rules' stack (class-validator) is fetched once the drawn page shows, not before it can paint:
// /register is a first screen too. Should it fail to arrive, the server checks the same rules.
const loadRules = () => import('../utils/resolve-register');
const resolver: Resolver<RegisterFormDto> = async (values, context, options) => {
  const rules = await loadRules().catch(() => null);
  return rules ? rules.resolveRegister(values, context, options) : { values, errors: {} };
};

interface RegisterFormProps {
  initialUserType: UserType | null;
  onRegistered: (user: AuthUserResponse) => void;
}

// /register arrives drawn, a real form the server takes before (or without) the app: refused, the
// server sends the browser back with what was typed and why in the address; the app starts from
// that, and from what was typed into the drawn page before it ran.
export const RegisterForm = ({ initialUserType, onRegistered }: RegisterFormProps) => {
  const [params] = useSearchParams();
  const [answer] = useState(() => registerAnswer(params));
  const [early] = useState(() => beforeTheApp({ ...answer.values, userType: initialUserType ?? undefined }));
  const form = useForm<RegisterFormDto>({
    resolver,
    defaultValues: {
      ...DEFAULT_VALUES,
      ...answer.values,
      ...early.typed,
      userType: initialUserType ?? undefined,
    } as RegisterFormDto,
    errors: answer.errors,
  });
  const {
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const registerUser = useRegister();
  // Drawn as the server drew them (hydration must match), then as the person left them, before paint.
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(early.chosen) as [keyof RegisterFormDto, unknown][])
      if (name === 'birthDate') form.resetField(name, { defaultValue: value as string });
      else form.setValue(name, value as never, { shouldDirty: true });
  }, [early, form]);
  useEffect(() => {
    loadRules().catch(() => undefined);
  }, []);
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
      <form method="post" action={REGISTER_FORM_ACTION} onSubmit={onSubmit} noValidate aria-label="Crear cuenta">
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
            {answer.refusal && !isSubmitted && (
              <Text role="alert" color="fg.error" fontWeight="semibold" fontSize="md">
                {answer.refusal}
              </Text>
            )}
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
