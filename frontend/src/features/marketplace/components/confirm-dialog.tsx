import type { ReactNode } from 'react';
import { Dialog, Text } from '@chakra-ui/react';
import { DialogActions, DialogFrame } from './dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

// Awarding and closing cannot be undone: one more tap, with the consequence said in words.
export const ConfirmDialog = ({ open, title, children, confirmLabel, pendingLabel, isPending, onConfirm, onClose }: ConfirmDialogProps) => (
  <DialogFrame open={open} onClose={onClose} role="alertdialog">
    <Dialog.Header px="5" pt="5">
      <Dialog.Title fontSize="2xl">{title}</Dialog.Title>
    </Dialog.Header>
    <Dialog.Body px="5">
      <Text fontSize="lg">{children}</Text>
    </Dialog.Body>
    <DialogActions onCancel={onClose} label={confirmLabel} pendingLabel={pendingLabel} pending={isPending} onConfirm={onConfirm} />
  </DialogFrame>
);
