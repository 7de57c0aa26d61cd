import { Portal, Stack } from '@chakra-ui/react';
import { largeText } from '@/components/layout/chrome-sizes';
import { Toaster as ChakraToaster, Toast } from '@/components/ui/chakra/toast';
import { TOAST_BOTTOM_OFFSET, toaster } from './toaster';

// The toasts' look, in a chunk of its own: toaster-host.tsx mounts it at the first notice (the store
// in toaster.ts keeps that notice, and this shows it on mount).
export const Toaster = () => (
  <Portal>
    <ChakraToaster
      toaster={toaster}
      insetInline={{ mdDown: '3' }}
      // While a dialog or a sheet is open (it locks the page's scroll), notices go to the top: at the
      // bottom they covered its buttons ('Subir', 'Confirmar', 'Cancelar') for five seconds.
      css={{
        'body[data-scroll-lock] &': {
          top: 'calc(env(safe-area-inset-top, 0px) + 0.75rem) !important',
          bottom: 'auto !important',
        },
      }}
    >
      {(toast) => (
        <Toast.Root
          width={{ base: 'full', md: 'md' }}
          py="4"
          ps="4"
          pe="14"
          gap="3"
          borderWidth="2px"
          // Above a high composer at 'Muy grande', a long notice reached past the top of the screen: it
          // keeps below the top and scrolls inside instead.
          maxHeight={`calc(100dvh - ${TOAST_BOTTOM_OFFSET} - env(safe-area-inset-top, 0px) - 0.75rem)`}
          overflowY="auto"
          // Large text: the close button takes a row of its own above the text, which gets the whole
          // width; beside it, 'Te damos la bienvenida, Elena Soto Valdivia' broke inside every word.
          css={{
            ...largeText({ flexDirection: 'column', rowGap: '0', px: '3', py: '2' }),
            // While a notice leaves, its 'ghost' (a hover keeper twice its height, for stacked notices
            // we never show) took the taps meant for what lay under it: a voice note's 'Descartar'.
            '& [data-ghost]': { pointerEvents: 'none !important' },
          }}
          // Error toasts use red.700 (6.5:1 with white); default ones are a white panel with dark text.
          bg={toast.type === 'error' ? 'red.700' : 'bg.panel'}
          color={toast.type === 'error' ? 'white' : 'fg'}
          borderColor={toast.type === 'error' ? 'red.800' : 'brand.700'}
          // A tap anywhere on a notice puts it away: at 200% text one covers half the screen, and what
          // the person wanted to tap is under it ('Cerrar aviso' stays for keyboards and screen readers).
          onClick={() => toaster.dismiss(toast.id)}
          cursor="pointer"
        >
          <Toast.Indicator boxSize="6" mt="0.5" color={toast.type === 'error' ? 'white' : 'brand.700'} />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && (
              <Toast.Title fontSize="lg" lineHeight="1.4" fontWeight="bold" css={largeText({ fontSize: 'md' })}>
                {toast.title}
              </Toast.Title>
            )}
            {toast.description && (
              <Toast.Description fontSize="md" lineHeight="1.5" opacity="1">
                {toast.description}
              </Toast.Description>
            )}
          </Stack>
          {toast.closable && (
            <Toast.CloseTrigger
              aria-label="Cerrar aviso"
              boxSize="11"
              top="1"
              insetEnd="1"
              css={largeText({ position: 'static', alignSelf: 'flex-end', order: -1, mt: '0', me: '-2' })}
            />
          )}
        </Toast.Root>
      )}
    </ChakraToaster>
  </Portal>
);
