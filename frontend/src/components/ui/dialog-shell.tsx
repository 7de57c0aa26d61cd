import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

interface DialogShellProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Full screen on a phone; this width from a tablet up. */
  size?: 'md' | 'lg';
  /** Keeps the dialog open on outside clicks and Escape (while an upload is under way, for instance). */
  locked?: boolean;
}

// One dialog look for the app: full screen on a phone (big targets, nothing hidden behind the
// keyboard), centred from a tablet up, with a large 'Cerrar' button.
export const DialogShell = ({ open, onClose, title, children, footer, size = 'md', locked = false }: DialogShellProps) => (
  <Dialog.Root
    open={open}
    onOpenChange={(e) => !e.open && onClose()}
    placement="center"
    size={{ base: 'full', sm: size }}
    closeOnInteractOutside={!locked}
    closeOnEscape={!locked}
    scrollBehavior="inside"
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content borderRadius={{ base: '0', sm: '2xl' }}>
          <Dialog.Header px="5" pt="5" pe="16">
            <Dialog.Title fontSize="2xl" lineHeight="1.3">
              {title}
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body px="5">{children}</Dialog.Body>
          {footer && (
            <Dialog.Footer px="5" pb="5" gap="3" flexDirection={{ base: 'column-reverse', sm: 'row' }}>
              {footer}
            </Dialog.Footer>
          )}
          {!locked && (
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="lg" aria-label="Cerrar" title="Cerrar" />
            </Dialog.CloseTrigger>
          )}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
