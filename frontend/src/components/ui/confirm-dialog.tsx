import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/chakra/dialog';
import { DialogActions, DialogFrame, FormDialogBody } from './dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  // What happens, in plain words ("Esta acción no se puede deshacer."): the dialog's description,
  // read out with its title when it opens.
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  // The confirmed action is under way: the dialog stays open and waits.
  pending?: boolean;
  pendingLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  // 'alertdialog' for a decision others will feel (awarding, closing an offer, cancelling a plan).
  role?: 'dialog' | 'alertdialog';
}

// Instead of window.confirm: the browser's box has tiny text, English buttons on some phones and
// no way to say what 'Aceptar' will do. This one is large, in Spanish and names both choices.
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
  pendingLabel,
  cancelLabel,
  destructive = false,
  role = 'alertdialog',
}: ConfirmDialogProps) => (
  <DialogFrame open={open} onClose={onCancel} role={role} locked={pending}>
    <FormDialogBody title={title}>
      <Dialog.Description fontSize="lg">{children}</Dialog.Description>
    </FormDialogBody>
    <DialogActions
      onCancel={onCancel}
      cancelLabel={cancelLabel}
      cancelDisabled={pending}
      label={confirmLabel}
      pendingLabel={pendingLabel}
      pending={pending}
      tone={destructive ? 'danger' : 'default'}
      onConfirm={onConfirm}
    />
  </DialogFrame>
);
