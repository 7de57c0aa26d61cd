import { Button, Input, Stack } from '@chakra-ui/react';
import { Textarea } from '@/components/ui/chakra/textarea';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useForm } from 'react-hook-form';
import {
  CreateOfferDto,
  DEFAULT_OFFER_DURATION_MINUTES,
  MODALITY_LABELS,
  SERVICE_TYPE_LABELS,
  type Modality,
  type ServiceType,
} from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { cannotSpendToken, type TokenAvailability } from '../hooks/use-token-availability';
import { legibleDisabled } from '@/components/ui/legible-disabled';
import { CatalogSelect } from '@/components/ui/catalog-select';
import { PublishTokenNotice } from './publish-token-notice';
import { toOptionalNumber, toOptionalText, toRequiredNumber, trimText } from '../utils/form-values';

export type OfferFormValues = Partial<CreateOfferDto>;

interface OfferFormProps {
  defaultValues?: OfferFormValues;
  submitLabel: string;
  submittingLabel: string;
  isSubmitting: boolean;
  // The institution's tokens: loading, failed (with a retry) or the number it can spend now.
  tokens: TokenAvailability;
  onSubmit: (dto: CreateOfferDto) => void;
}

const EMPTY: OfferFormValues = {
  title: '',
  description: '',
  serviceType: '' as ServiceType,
  modality: '' as Modality,
  location: '',
  payment: undefined,
  duration: undefined,
  requirements: undefined,
};

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

// The rules and messages live in the contracts' CreateOfferDto.
export const OfferForm = ({
  defaultValues,
  submitLabel,
  submittingLabel,
  isSubmitting,
  tokens,
  onSubmit,
}: OfferFormProps) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateOfferDto>({
    resolver: classValidatorResolver(CreateOfferDto),
    defaultValues: { ...EMPTY, ...defaultValues } as CreateOfferDto,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={submitLabel}>
      <Stack gap="5">
        <FormField label="Título de la oferta" required error={errors.title?.message}>
          <Input
            placeholder="Ej.: Kinesiólogo para taller de movilidad"
            {...register('title', { setValueAs: trimText })}
          />
        </FormField>
        <FormField
          label="Descripción"
          required
          error={errors.description?.message}
          helperText="Al menos 50 caracteres."
        >
          <Textarea rows={5} fontSize="md" {...register('description', { setValueAs: trimText })} />
        </FormField>
        <FormField label="Tipo de servicio" required error={errors.serviceType?.message}>
          <CatalogSelect
            labels={SERVICE_TYPE_LABELS}
            emptyLabel="Selecciona un tipo de servicio"
            {...register('serviceType', { setValueAs: emptyToUndefined })}
          />
        </FormField>
        <FormField label="Modalidad" required error={errors.modality?.message}>
          <CatalogSelect
            labels={MODALITY_LABELS}
            emptyLabel="Selecciona una modalidad"
            {...register('modality', { setValueAs: emptyToUndefined })}
          />
        </FormField>
        <FormField label="Ubicación" required error={errors.location?.message}>
          <Input placeholder="Ej.: Providencia, Santiago" {...register('location', { setValueAs: trimText })} />
        </FormField>
        <FormField label="Pago (CLP)" required error={errors.payment?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="Ej.: 35000"
            {...register('payment', { setValueAs: toRequiredNumber })}
          />
        </FormField>
        <FormField
          label="Duración (minutos)"
          error={errors.duration?.message}
          helperText={`Si la dejas vacía, serán ${DEFAULT_OFFER_DURATION_MINUTES} minutos.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={String(DEFAULT_OFFER_DURATION_MINUTES)}
            {...register('duration', { setValueAs: toOptionalNumber })}
          />
        </FormField>
        <FormField label="Requisitos (opcional)" error={errors.requirements?.message}>
          <Textarea
            rows={3}
            fontSize="md"
            placeholder="Ej.: Título profesional y experiencia con personas mayores"
            {...register('requirements', { setValueAs: toOptionalText })}
          />
        </FormField>

        <PublishTokenNotice tokens={tokens} />

        <Button
          type="submit"
          colorPalette="brand"
          size="xl"
          width="full"
          {...legibleDisabled}
          disabled={cannotSpendToken(tokens)}
          loading={isSubmitting}
          loadingText={submittingLabel}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
};
