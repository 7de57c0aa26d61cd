import type { ReactNode } from 'react';
import { CloseButton } from '@chakra-ui/react';
import { Dialog } from '@/components/ui/chakra/dialog';
import { DialogFrame, dialogFooterProps } from './dialog-frame';

interface DialogShellProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg';
  // Keeps the dialog open and hides 'Cerrar' (while an upload is under way, for instance).
  locked?: boolean;
}

// A DialogFrame with its title, a scrolling body and a large 'Cerrar' button: forms and players.
export const DialogShell = ({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  locked = false,
}: DialogShellProps) => (
  <DialogFrame open={open} onClose={onClose} size={size} locked={locked} scrollInside>
    <Dialog.Header px="5" pt="5" pe="16">
      <Dialog.Title fontSize="2xl" lineHeight="1.3">
        {title}
      </Dialog.Title>
    </Dialog.Header>
    <Dialog.Body px="5">{children}</Dialog.Body>
    {footer && <Dialog.Footer {...dialogFooterProps}>{footer}</Dialog.Footer>}
    {!locked && (
      <Dialog.CloseTrigger asChild top="3" insetEnd="3">
        <CloseButton size="lg" aria-label="Cerrar" title="Cerrar" />
      </Dialog.CloseTrigger>
    )}
  </DialogFrame>
);
