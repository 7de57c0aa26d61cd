import { Button, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@/components/ui/chakra/dialog';
import type { ApplicationAwardedEvent } from '@conectando/contracts';
import { useNavigate } from 'react-router-dom';
import { CheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { DialogFrame, dialogButtonWidth, dialogFooterProps } from '@/components/ui/dialog-frame';

interface AwardDialogProps {
  // The award to announce, or null when closed.
  award: ApplicationAwardedEvent | null;
  onClose: () => void;
}

// The '¡Felicitaciones!' dialog of an award (award-alert.tsx opens it).
export const AwardDialog = ({ award, onClose: close }: AwardDialogProps) => {
  const navigate = useNavigate();
  return (
    <DialogFrame
      open={award !== null}
      onClose={close}
      role="alertdialog"
      borderTopWidth="8px"
      borderTopColor="green.600"
    >
      <Dialog.Header px="5" pt="6">
        {/* The icon sits in the line, not beside it: at 200% text a column beside it left the word too
            narrow a line, and it broke inside. */}
        <Dialog.Title fontSize="3xl" color="green.900">
          <CheckIcon boxSize="8" verticalAlign="-0.2em" me="2" />
          {award?.title ?? '¡Felicitaciones!'}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body px="5">
        <Stack gap="3">
          <Text fontSize="xl" fontWeight="semibold">
            {award?.message}
          </Text>
          <Text fontSize="md" color="fg.muted">
            La institución se pondrá en contacto contigo. También te enviamos un correo.
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer {...dialogFooterProps} pb="6">
        <Button variant="outline" size="xl" width={dialogButtonWidth} onClick={close}>
          Cerrar
        </Button>
        <Button
          colorPalette="brand"
          size="xl"
          width={dialogButtonWidth}
          onClick={() => {
            close();
            void navigate(paths.myApplications);
          }}
        >
          Ver Mis Postulaciones
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
};
