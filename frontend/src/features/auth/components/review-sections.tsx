import { Input, Text } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { MSG, REVIEW_BUSINESS_DAYS, type RegisterFormDto } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { DocumentFileField } from './document-file-field';
import { BlockError, Section, distinct } from './register-form-parts';
import { emptyToUndefined, trim } from './register-form-values';

const optional = (value: unknown) => emptyToUndefined(trim(value));

type SetFile = (dataUrl: string | undefined) => void;

const ReviewNotice = ({ what }: { what: string }) => (
  <Text fontSize="md" color="fg.muted">
    Revisaremos {what} en un plazo máximo de {REVIEW_BUSINESS_DAYS} días hábiles. Mientras tanto podrás usar la
    aplicación como persona.
  </Text>
);

// A file is read and sent by the app: a browser without JavaScript creates a person account only
// (docs/decisions/first-load.md), and says so here.
const NeedsTheApp = ({ what }: { what: string }) => (
  <noscript>
    <Text fontSize="md" fontWeight="semibold" color="fg.error">
      Para adjuntar {what} tu navegador debe tener JavaScript activado. Sin él puedes crear una cuenta como persona.
    </Text>
  </noscript>
);

// A professional's specialty and certificate; its errors are said once, under the block.
export const ProfessionalSection = ({ onCertificate }: { onCertificate: SetFile }) => {
  const {
    register,
    formState: { errors, defaultValues: drawn },
  } = useFormContext<RegisterFormDto>();
  return (
    <Section title="Datos profesionales">
      <ReviewNotice what="tu certificado" />
      <FormField label="Especialidad" required invalid={Boolean(errors.specialty)}>
        <Input
          placeholder="Ej.: Kinesiología"
          defaultValue={drawn?.specialty}
          {...register('specialty', { setValueAs: trim })}
        />
      </FormField>
      <FormField
        label="RUT (opcional)"
        helperText="Con o sin puntos, por ejemplo 12.345.678-5."
        error={errors.rut?.message}
      >
        <Input inputMode="text" defaultValue={drawn?.rut} {...register('rut', { setValueAs: optional })} />
      </FormField>
      <FormField
        label="N° de registro en la Superintendencia de Salud (opcional)"
        helperText="Si eres profesional de la salud: tu número en el Registro Nacional de Prestadores Individuales."
        error={errors.rnpiNumber?.message}
      >
        <Input
          inputMode="numeric"
          defaultValue={drawn?.rnpiNumber}
          {...register('rnpiNumber', { setValueAs: optional })}
        />
      </FormField>
      <DocumentFileField
        label="Certificado profesional"
        helperText="Archivo PDF, JPG o PNG de hasta 5 MB."
        invalid={Boolean(errors.certificateUrl)}
        onChange={onCertificate}
      />
      <NeedsTheApp what="el certificado" />
      <BlockError messages={distinct([errors.specialty?.message, errors.certificateUrl?.message])} />
    </Section>
  );
};

// An institution's name, representative, email and document; errors under the block.
export const InstitutionSection = ({ onDocument }: { onDocument: SetFile }) => {
  const {
    register,
    watch,
    formState: { errors, defaultValues: drawn },
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
        <Input
          autoComplete="organization"
          defaultValue={drawn?.institutionName}
          {...register('institutionName', { setValueAs: trim })}
        />
      </FormField>
      <FormField label="Representante legal" required invalid={Boolean(errors.legalRepresentative)}>
        <Input defaultValue={drawn?.legalRepresentative} {...register('legalRepresentative', { setValueAs: trim })} />
      </FormField>
      <FormField label="Email institucional" required invalid={Boolean(errors.institutionEmail)}>
        <Input
          type="email"
          inputMode="email"
          defaultValue={drawn?.institutionEmail}
          {...register('institutionEmail', { setValueAs: trim })}
        />
      </FormField>
      <FormField label="RUT de la institución (opcional)" helperText="Con o sin puntos." error={errors.rut?.message}>
        <Input defaultValue={drawn?.rut} {...register('rut', { setValueAs: optional })} />
      </FormField>
      <DocumentFileField
        label="Documento de la institución"
        helperText="Por ejemplo, certificado de vigencia o escritura. PDF, JPG o PNG de hasta 5 MB."
        invalid={Boolean(errors.institutionDocumentUrl)}
        onChange={onDocument}
      />
      <NeedsTheApp what="el documento" />
      <BlockError messages={messages} />
    </Section>
  );
};
