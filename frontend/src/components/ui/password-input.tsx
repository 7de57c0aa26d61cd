import { forwardRef, useState } from 'react';
import { Box, Button, Input, type InputProps } from '@chakra-ui/react';
import { useAppRunning } from '@/lib/use-app-running';

// A password field with a visible "Mostrar" toggle: typing blind is hard with less precise hands.
export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  const running = useAppRunning();
  return (
    <Box position="relative" width="full">
      <Input ref={ref} type={visible ? 'text' : 'password'} pe="28" {...props} />
      <Button
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
