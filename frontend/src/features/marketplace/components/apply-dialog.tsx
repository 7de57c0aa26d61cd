import { Alert, Input, Stack, Text } from '@chakra-ui/react';
import { Textarea } from '@/components/ui/chakra/textarea';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useForm } from 'react-hook-form';
import {
  CreateApplicationDto,
  MARKET_MSG,
  formatClp,
  toNumberOrNull,
  type JobOfferResponse,
} from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { cannotSpendToken, type TokenAvailability } from '../hooks/use-token-availability';
import { trimText } from '../utils/form-values';
import { DialogActions, DialogFrame, FormDialogBody } from '@/components/ui/dialog-frame';
import { TokensUnavailable } from './tokens-unavailable';

interface ApplyDialogProps {
  offer: JobOfferResponse | null;
  // The professional's tokens: loading, failed (with a retry) or the number left to spend.
  tokens: TokenAvailability;
  isSubmitting: boolean;
  onClose: () => void;
  onSubmit: (dto: CreateApplicationDto) => void;
}

// An empty or 0 rate is sent as null.
const toRate = (value: unknown): number | null => {
  const n = toNumberOrNull(value);
  return n === 0 ? null : n;
};

const ApplyForm = ({
  offer,
  tokens,
  isSubmitting,
  onClose,
  onSubmit,
}: ApplyDialogProps & { offer: JobOfferResponse }) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateApplicationDto>({
    resolver: classValidatorResolver(CreateApplicationDto),
    defaultValues: { jobOfferId: offer.id, coverLetter: '', proposedRate: null },
  });
  const noTokens = tokens.status === 'ready' && tokens.available === 0;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormDialogBody title="Postular a Oferta">
        <Stack gap="4">
          <Text fontSize="lg" fontWeight="semibold" overflowWrap="anywhere">
            {offer.title}
          </Text>
          {tokens.status === 'failed' && <TokensUnavailable onRetry={tokens.retry} isRetrying={tokens.isRetrying} />}
          {noTokens && (
            <Alert.Root status="warning" borderRadius="xl" alignItems="flex-start">
              <Alert.Indicator />
              <Stack gap="1">
                <Alert.Title fontSize="lg">{MARKET_MSG.noTokensTitle}</Alert.Title>
                <Alert.Description fontSize="md">{MARKET_MSG.noTokensToApply}</Alert.Description>
              </Stack>
            </Alert.Root>
          )}
          <FormField
            label="Carta de presentación"
            required
            error={errors.coverLetter?.message}
            helperText="Al menos 50 caracteres."
          >
            <Textarea
              rows={6}
              fontSize="md"
              placeholder="Cuéntale a la institución por qué eres la persona indicada…"
              {...register('coverLetter', { setValueAs: trimText })}
            />
          </FormField>
          <FormField
            label="Tarifa propuesta (opcional)"
            error={errors.proposedRate?.message}
            helperText={`La oferta paga ${formatClp(offer.payment)}.`}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder={String(offer.payment)}
              {...register('proposedRate', { setValueAs: toRate })}
            />
          </FormField>
          {tokens.status === 'ready' && !noTokens && (
            <Text fontSize="md" color="fg.muted">
              Postular usa 1 token. Tienes {tokens.available}{' '}
              {tokens.available === 1 ? 'token disponible' : 'tokens disponibles'}.
            </Text>
          )}
        </Stack>
      </FormDialogBody>
      <DialogActions
        onCancel={onClose}
        label="Enviar postulación"
        pendingLabel="Enviando…"
        pending={isSubmitting}
        disabled={cannotSpendToken(tokens)}
      />
    </form>
  );
};

// The rate's placeholder is the offer's payment; sending needs a token.
export const ApplyDialog = (props: ApplyDialogProps) => (
  <DialogFrame open={props.offer !== null} onClose={props.onClose}>
    {props.offer && <ApplyForm key={props.offer.id} {...props} offer={props.offer} />}
  </DialogFrame>
);
