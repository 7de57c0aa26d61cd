import { Input, Text } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { MSG, REVIEW_BUSINESS_DAYS, type RegisterFormDto } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { DocumentFileField } from './document-file-field';
import { BlockError, Section, distinct } from './register-form-parts';
import { trim } from './register-form-values';

type SetFile = (dataUrl: string | undefined) => void;

const ReviewNotice = ({ what }: { what: string }) => (
  <Text fontSize="md" color="fg.muted">
    Revisaremos {what} en un plazo máximo de {REVIEW_BUSINESS_DAYS} días hábiles. Mientras tanto podrás usar la
    aplicación como persona.
  </Text>
);

// A professional's specialty and certificate; its errors are said once, under the block.
export const ProfessionalSection = ({ onCertificate }: { onCertificate: SetFile }) => {
  const {
    register,
    formState: { errors },
  } = useFormContext<RegisterFormDto>();
  return (
    <Section title="Datos profesionales">
      <ReviewNotice what="tu certificado" />
      <FormField label="Especialidad" required invalid={Boolean(errors.specialty)}>
        <Input placeholder="Ej.: Kinesiología" {...register('specialty', { setValueAs: trim })} />
      </FormField>
      <DocumentFileField
        label="Certificado profesional"
        helperText="Archivo PDF, JPG o PNG de hasta 5 MB."
        invalid={Boolean(errors.certificateUrl)}
        onChange={onCertificate}
      />
      <BlockError messages={distinct([errors.specialty?.message, errors.certificateUrl?.message])} />
    </Section>
  );
};

// An institution's name, representative, email and document; errors under the block.
export const InstitutionSection = ({ onDocument }: { onDocument: SetFile }) => {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<RegisterFormDto>();
  // An empty institutional email is "missing", not "invalid": the block message already says so.
  const emailError =
    errors.institutionEmail && !watch('institutionEmail') ? MSG.institutionRequired : errors.institutionEmail?.message;
  const messages = distinct([
    errors.institutionName?.message,
    errors.legalRepresentative?.message,
    emailError,
    errors.institutionDocumentUrl?.message,
  ]);
  return (
    <Section title="Datos de la institución">
      <ReviewNotice what="tu documentación" />
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
        onChange={onDocument}
      />
      <BlockError messages={messages} />
    </Section>
  );
};
