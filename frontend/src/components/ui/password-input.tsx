import { forwardRef, useLayoutEffect, useRef, useState } from 'react';
import { Box, Button, Input, type InputProps } from '@chakra-ui/react';
import { useAppRunning } from '@/lib/use-app-running';

// The toggle's own width, for the text to stop short of it: a fixed padding fitted 'Mostrar' at the
// usual size, and at 200% text the dots and the shown password ran under it.
function useWidthOf<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(el.offsetWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

// A password field with a visible "Mostrar" toggle: typing blind is hard with less precise hands.
export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  const running = useAppRunning();
  const [toggleRef, toggleWidth] = useWidthOf<HTMLButtonElement>();
  return (
    <Box position="relative" width="full">
      <Input
        ref={ref}
        type={visible ? 'text' : 'password'}
        pe={toggleWidth ? `${toggleWidth + 8}px` : '28'}
        {...props}
      />
      <Button
        ref={toggleRef}
        type="button"
        variant="ghost"
        size="md"
        position="absolute"
        insetEnd="1"
        top="50%"
        transform="translateY(-50%)"
        minH="11"
        color="brand.fg"
        disabled={!running}
        aria-pressed={visible}
        aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'Ocultar' : 'Mostrar'}
      </Button>
    </Box>
  );
});
