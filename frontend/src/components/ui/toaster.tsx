import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** The bottom navigation publishes its measured height here (0 or unset when it is not shown). */
export const BOTTOM_NAV_HEIGHT_VAR = '--bottom-nav-height';

// One toast at a time (spec §9): a new notice replaces the one on screen. At the bottom, just above the
// bottom navigation (or the phone's safe area when there is none): at the top it hid the header, the back
// link, the page title and the question of a confirmation dialog.
export const toaster = createToaster({
  placement: 'bottom',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  offsets: {
    top: '1rem',
    left: '0.75rem',
    right: '0.75rem',
    bottom: `calc(var(${BOTTOM_NAV_HEIGHT_VAR}, env(safe-area-inset-bottom, 0px)) + 0.75rem)`,
  },
});

export const TOAST_DURATION = { default: 5000, registrationPending: 7000 } as const;

export interface NotifyOptions {
  title: string;
  description?: string;
  // The spec's two variants: 'destructive' is an error.
  variant?: 'default' | 'destructive';
  duration?: number;
}

export function notify({ title, description, variant = 'default', duration = TOAST_DURATION.default }: NotifyOptions) {
  toaster.remove();
  return toaster.create({
    title,
    description,
    duration,
    type: variant === 'destructive' ? 'error' : 'info',
    closable: true,
  });
}

export const Toaster = () => (
  <Portal>
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: '3' }}>
      {(toast) => (
        <Toast.Root
          width={{ base: 'full', md: 'md' }}
          py="4"
          ps="4"
          pe="14"
          gap="3"
          borderWidth="2px"
          // Error toasts use red.700 (6.5:1 with white); default ones are a white panel with dark text.
          bg={toast.type === 'error' ? 'red.700' : 'bg.panel'}
          color={toast.type === 'error' ? 'white' : 'fg'}
          borderColor={toast.type === 'error' ? 'red.800' : 'brand.700'}
        >
          <Toast.Indicator boxSize="6" mt="0.5" color={toast.type === 'error' ? 'white' : 'brand.700'} />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && (
              <Toast.Title fontSize="lg" lineHeight="1.4" fontWeight="bold">
                {toast.title}
              </Toast.Title>
            )}
            {toast.description && (
              <Toast.Description fontSize="md" lineHeight="1.5" opacity="1">
                {toast.description}
              </Toast.Description>
            )}
          </Stack>
          {toast.closable && <Toast.CloseTrigger aria-label="Cerrar aviso" boxSize="11" top="1" insetEnd="1" />}
        </Toast.Root>
      )}
    </ChakraToaster>
  </Portal>
);
