import type { ReactNode } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { DialogShell } from './dialog-shell';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What happens, in plain words ("Esta acción no se puede deshacer."). */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is under way: the buttons wait and the dialog stays open. */
  busy?: boolean;
  destructive?: boolean;
}

// Instead of window.confirm: the browser's box has tiny text, English buttons on some phones and
// no way to say what 'Aceptar' will do. This one is large, in Spanish and names both choices.
export const ConfirmDialog = ({ open, title, children, confirmLabel, onConfirm, onCancel, busy = false, destructive = false }: ConfirmDialogProps) => (
  <DialogShell
    open={open}
    onClose={onCancel}
    locked={busy}
    title={title}
    footer={
      <>
        <Button variant="outline" size="xl" width={{ base: 'full', sm: 'auto' }} onClick={onCancel} disabled={busy}>
          No, volver
        </Button>
        <Button
          colorPalette={destructive ? 'red' : 'brand'}
          size="xl"
          width={{ base: 'full', sm: 'auto' }}
          onClick={onConfirm}
          loading={busy}
        >
          {confirmLabel}
        </Button>
      </>
    }
  >
    <Text fontSize="xl">{children}</Text>
  </DialogShell>
);
