import { useFormContext } from 'react-hook-form';
import type { RegisterFormDto } from '@conectando/contracts';
import { paths } from '@/config/paths';
import { Consent, Section } from './register-form-parts';

// 'Condiciones': terms and privacy (required, each with its document) and the email opt-in.
export const ConsentsSection = () => {
  const {
    control,
    formState: { errors },
  } = useFormContext<RegisterFormDto>();
  return (
    <Section title="Condiciones">
      <Consent
        control={control}
        name="acceptTerms"
        error={errors.acceptTerms?.message}
        document={{ href: paths.terms, label: 'Leer los términos y condiciones' }}
      >
        Acepto los términos y condiciones{'\u00a0*'}
      </Consent>
      <Consent
        control={control}
        name="acceptPrivacy"
        error={errors.acceptPrivacy?.message}
        document={{ href: paths.privacy, label: 'Leer la política de privacidad' }}
      >
        Acepto la política de privacidad{'\u00a0*'}
      </Consent>
      <Consent control={control} name="acceptNotifications">
        Quiero recibir notificaciones por email sobre mensajes, ofertas y novedades
      </Consent>
    </Section>
  );
};
