import { Stack, Text } from '@chakra-ui/react';
import { Textarea } from '@/components/ui/chakra/textarea';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useForm, useWatch } from 'react-hook-form';
import { MARKET_MSG, UpdateOfferStatusDto } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { DialogActions, DialogFrame, FormDialogBody } from '@/components/ui/dialog-frame';

interface RejectOfferDialogProps {
  // The offer being rejected, or null when the dialog is closed.
  offer: { id: string; title: string } | null;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

type RejectFormProps = Omit<RejectOfferDialogProps, 'offer'> & { offerTitle: string };

// A non-blank reason is required; the confirm button stays disabled while it is blank.
const RejectForm = ({ offerTitle, isPending, onClose, onConfirm }: RejectFormProps) => {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, touchedFields, dirtyFields },
  } = useForm<UpdateOfferStatusDto>({
    resolver: classValidatorResolver(UpdateOfferStatusDto),
    mode: 'onTouched',
    defaultValues: { status: 'rejected', rejectionReason: '' },
  });
  const reason = useWatch({ control, name: 'rejectionReason' }) ?? '';
  const blank = reason.trim().length === 0;
  // The title and description, as soon as the admin typed only blanks or left the field empty.
  const missing = blank && Boolean(touchedFields.rejectionReason || dirtyFields.rejectionReason);
  const error = missing ? (
    <Stack gap="0.5">
      <Text as="span" fontWeight="bold">
        {MARKET_MSG.reasonRequiredTitle}
      </Text>
      <Text as="span">{MARKET_MSG.reasonRequired}</Text>
    </Stack>
  ) : (
    errors.rejectionReason?.message
  );

  const submit = handleSubmit((dto) => onConfirm((dto.rejectionReason ?? '').trim()));

  return (
    <form onSubmit={submit} noValidate>
      <FormDialogBody title="Rechazar Oferta">
        <Stack gap="4">
          <Text fontSize="md" color="fg.muted">
            La institución verá este motivo y podrá corregir «{offerTitle}» y reenviarla.
          </Text>
          <FormField
            label="Motivo del rechazo"
            required
            error={error}
            helperText="Explica qué debe corregir la institución."
          >
            <Textarea rows={5} fontSize="md" autoFocus {...register('rejectionReason')} />
          </FormField>
        </Stack>
      </FormDialogBody>
      <DialogActions
        onCancel={onClose}
        label="Rechazar oferta"
        pendingLabel="Rechazando…"
        pending={isPending}
        disabled={blank}
        tone="danger"
      />
    </form>
  );
};

// The form is mounted per opening (keyed by the offer): a reason typed for one offer never
// reappears when 'Rechazar' is pressed on the next one, whether the last one succeeded or was cancelled.
export const RejectOfferDialog = ({ offer, ...props }: RejectOfferDialogProps) => (
  <DialogFrame open={offer !== null} onClose={props.onClose}>
    {offer && <RejectForm key={offer.id} offerTitle={offer.title} {...props} />}
  </DialogFrame>
);
