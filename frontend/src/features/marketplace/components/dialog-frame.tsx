import type { ReactNode } from 'react';
import { Button, Dialog, Portal, type DialogContentProps } from '@chakra-ui/react';
import { legibleDisabled } from '../utils/legible-disabled';

interface DialogFrameProps extends Pick<DialogContentProps, 'borderTopWidth' | 'borderTopColor'> {
  open: boolean;
  onClose: () => void;
  /** 'alertdialog' when it asks to confirm something that cannot be undone, or alerts. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** Every marketplace dialog: the whole screen on a phone, a centred panel from 'sm' up. */
export const DialogFrame = ({ open, onClose, role = 'dialog', children, ...content }: DialogFrameProps) => (
  <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', sm: 'md' }} role={role}>
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content borderRadius={{ base: '0', sm: '2xl' }} {...content}>
          {children}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);

/** The footer's buttons: stacked full width on a phone (the main action on top), side by side from 'sm'. */
export const dialogFooterProps = { px: '5', pb: '5', gap: '3', flexDirection: { base: 'column-reverse', sm: 'row' } } as const;
export const dialogButtonWidth = { base: 'full', sm: 'auto' } as const;

interface DialogActionsProps {
  onCancel: () => void;
  /** The main action; a submit button of the dialog's form unless `onConfirm` is given. */
  label: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  onConfirm?: () => void;
  /** 'danger' for an action the other side will feel (rejecting). */
  tone?: 'default' | 'danger';
}

/** 'Cancelar' and the main action, as every marketplace dialog ends. */
export const DialogActions = ({ onCancel, label, pendingLabel, pending, disabled = false, onConfirm, tone = 'default' }: DialogActionsProps) => (
  <Dialog.Footer {...dialogFooterProps}>
    <Button variant="outline" size="xl" width={dialogButtonWidth} onClick={onCancel}>
      Cancelar
    </Button>
    <Button
      type={onConfirm ? 'button' : 'submit'}
      onClick={onConfirm}
      colorPalette={tone === 'danger' ? 'red' : 'brand'}
      bg={tone === 'danger' ? 'red.700' : undefined}
      size="xl"
      width={dialogButtonWidth}
      {...legibleDisabled}
      disabled={disabled}
      loading={pending}
      loadingText={pendingLabel}
    >
      {label}
    </Button>
  </Dialog.Footer>
);
