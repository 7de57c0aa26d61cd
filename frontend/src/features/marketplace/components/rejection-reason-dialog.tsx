import { Button, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@/components/ui/chakra/dialog';
import { MARKET_MSG, type JobOfferResponse } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { editOfferPath } from '@/config/paths';
import { DialogFrame, dialogButtonWidth, dialogFooterProps, FormDialogBody } from '@/components/ui/dialog-frame';

interface RejectionReasonDialogProps {
  offer: JobOfferResponse | null;
  onClose: () => void;
}

// A rejected offer shows its reason (or 'No se proporcionó un motivo'); it can be corrected and sent again.
export const RejectionReasonDialog = ({ offer, onClose }: RejectionReasonDialogProps) => (
  <DialogFrame open={offer !== null} onClose={onClose}>
    <FormDialogBody title="Oferta rechazada">
      <Stack gap="3">
        <Text fontSize="lg" fontWeight="semibold" overflowWrap="anywhere">
          {offer?.title}
        </Text>
        <Text fontSize="md" fontWeight="semibold" color="fg.muted">
          Motivo del rechazo
        </Text>
        <Text fontSize="lg" bg="red.50" color="red.900" borderRadius="lg" p="3" whiteSpace="pre-line">
          {offer?.rejectionReason?.trim() || MARKET_MSG.noReason}
        </Text>
        <Text fontSize="md" color="fg.muted">
          Te devolvimos el token. Puedes corregir la oferta y reenviarla a revisión (usa 1 token).
        </Text>
      </Stack>
    </FormDialogBody>
    <Dialog.Footer {...dialogFooterProps}>
      <Button variant="outline" size="xl" width={dialogButtonWidth} onClick={onClose}>
        Cerrar
      </Button>
      {offer && (
        <Button asChild colorPalette="brand" size="xl" width={dialogButtonWidth}>
          <RouterLink to={editOfferPath(offer.id)}>Editar y reenviar</RouterLink>
        </Button>
      )}
    </Dialog.Footer>
  </DialogFrame>
);
