import type { ReactNode } from 'react';
import { Button, Portal, type DialogContentProps } from '@chakra-ui/react';
import { Dialog } from '@/components/ui/chakra/dialog';
import { legibleDisabled } from './legible-disabled';

interface DialogFrameProps extends Pick<DialogContentProps, 'borderTopWidth' | 'borderTopColor'> {
  open: boolean;
  onClose: () => void;
  // 'alertdialog' when it asks to confirm something that cannot be undone, or alerts.
  role?: 'dialog' | 'alertdialog';
  // Full screen on a phone; this width from 'sm' up.
  size?: 'md' | 'lg';
  // Keeps the dialog open on outside clicks and Escape (while an upload is under way, for instance).
  locked?: boolean;
  // A long body scrolls inside the panel, keeping the footer's buttons in view.
  scrollInside?: boolean;
  children: ReactNode;
}

// Every dialog of the app: the whole screen on a phone (big targets, nothing hidden behind the
// keyboard), a centred panel from 'sm' up.
export const DialogFrame = ({
  open,
  onClose,
  role = 'dialog',
  size = 'md',
  locked = false,
  scrollInside = false,
  children,
  ...content
}: DialogFrameProps) => (
  <Dialog.Root
    open={open}
    onOpenChange={(e) => !e.open && onClose()}
    placement="center"
    size={{ base: 'full', sm: size }}
    role={role}
    closeOnInteractOutside={!locked}
    closeOnEscape={!locked}
    scrollBehavior={scrollInside ? 'inside' : undefined}
  >
    <Portal>
      <Dialog.Backdrop />
      {/* Centred by auto margins, not by align-items: a dialog taller than the screen (large text)
          centred by flexbox overflowed above the top too, where no scrolling reaches its title. */}
      <Dialog.Positioner alignItems="flex-start">
        <Dialog.Content my="auto" borderRadius={{ base: '0', sm: '2xl' }} {...content}>
          {children}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);

// The footer's buttons: stacked full width on a phone (the main action on top), side by side from 'sm'.
export const dialogFooterProps = {
  px: '5',
  pb: '5',
  gap: '3',
  flexDirection: { base: 'column-reverse', sm: 'row' },
} as const;
export const dialogButtonWidth = { base: 'full', sm: 'auto' } as const;

interface DialogActionsProps {
  onCancel: () => void;
  // The main action; a submit button of the dialog's form unless `onConfirm` is given.
  label: string;
  // Said on the main button while it works; without it the button only spins.
  pendingLabel?: string;
  pending: boolean;
  disabled?: boolean;
  onConfirm?: () => void;
  // 'danger' for an action the other side will feel (rejecting) or that destroys something.
  tone?: 'default' | 'danger';
  // The way out, when 'Cancelar' would be ambiguous (cancelling a plan).
  cancelLabel?: string;
  cancelDisabled?: boolean;
}

// The way out and the main action, as a dialog ends.
export const DialogActions = ({
  onCancel,
  label,
  pendingLabel,
  pending,
  disabled = false,
  onConfirm,
  tone = 'default',
  cancelLabel = 'Cancelar',
  cancelDisabled = false,
}: DialogActionsProps) => (
  <Dialog.Footer {...dialogFooterProps}>
    <Button variant="outline" size="xl" width={dialogButtonWidth} onClick={onCancel} disabled={cancelDisabled}>
      {cancelLabel}
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

// The title over the content, as every form and confirmation dialog opens.
export const FormDialogBody = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
  <>
    <Dialog.Header px="5" pt="5">
      <Dialog.Title fontSize="2xl">{title}</Dialog.Title>
    </Dialog.Header>
    <Dialog.Body px="5">{children}</Dialog.Body>
  </>
);
