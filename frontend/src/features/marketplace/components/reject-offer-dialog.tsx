import { Button, Dialog, Stack, Text, Textarea } from '@chakra-ui/react';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useForm, useWatch } from 'react-hook-form';
import { MARKET_MSG, UpdateOfferStatusDto } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { legibleDisabled } from '../utils/legible-disabled';
import { DialogFrame, dialogButtonWidth, dialogFooterProps } from './dialog-frame';

interface RejectOfferDialogProps {
  /** The offer being rejected, or null when the dialog is closed. */
  offerTitle: string | null;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

// Spec §5: a non-blank reason is required; the confirm button stays disabled while it is blank.
export const RejectOfferDialog = ({ offerTitle, isPending, onClose, onConfirm }: RejectOfferDialogProps) => {
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<UpdateOfferStatusDto>({
    resolver: classValidatorResolver(UpdateOfferStatusDto),
    mode: 'onTouched',
    defaultValues: { status: 'rejected', rejectionReason: '' },
  });
  const reason = useWatch({ control, name: 'rejectionReason' }) ?? '';
  const blank = reason.trim().length === 0;

  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit((dto) => onConfirm((dto.rejectionReason ?? '').trim()));

  return (
    <DialogFrame open={offerTitle !== null} onClose={close}>
      <form onSubmit={submit} noValidate>
        <Dialog.Header px="5" pt="5">
          <Dialog.Title fontSize="2xl">Rechazar Oferta</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body px="5">
          <Stack gap="4">
            <Text fontSize="md" color="fg.muted">
              La institución verá este motivo y podrá corregir «{offerTitle}» y reenviarla.
            </Text>
            <FormField
              label="Motivo del rechazo"
              required
              error={errors.rejectionReason ? MARKET_MSG.reasonRequired : undefined}
              helperText={`${MARKET_MSG.reasonRequiredTitle}: ${MARKET_MSG.reasonRequired.toLowerCase()}.`}
            >
              <Textarea rows={5} fontSize="md" autoFocus {...register('rejectionReason')} />
            </FormField>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer {...dialogFooterProps}>
          <Button variant="outline" size="xl" width={dialogButtonWidth} onClick={close}>
            Cancelar
          </Button>
          <Button
            type="submit"
            colorPalette="red"
            bg="red.700"
            size="xl"
            width={dialogButtonWidth}
            {...legibleDisabled}
            disabled={blank}
            loading={isPending}
            loadingText="Rechazando…"
          >
            Rechazar oferta
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
};
