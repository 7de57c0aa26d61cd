import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useAppRunning } from '@/lib/use-app-running';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS: readonly { email: string; label: string }[] = [
  { email: 'mentor@demo.cl', label: 'Mentor' },
  { email: 'aprendiz@demo.cl', label: 'Aprendiz' },
  { email: 'profesional@demo.cl', label: 'Profesional validado' },
  { email: 'institucion@demo.cl', label: 'Institución validada' },
  { email: 'admin@demo.cl', label: 'Administrador' },
];

// Tapping an account fills the form; the person still presses "Ingresar". Until the app runs (a
// prerendered /login on a slow phone) the buttons are disabled, as "Ingresar" is.
export const DemoAccounts = ({ onPick }: { onPick: (email: string, password: string) => void }) => {
  const running = useAppRunning();
  return (
    <Box as="section" aria-labelledby="demo-accounts-title" bg="bg.muted" borderRadius="xl" p="4">
      <Heading as="h2" id="demo-accounts-title" fontSize="lg" mb="1">
        Cuentas de demostración
      </Heading>
      <Text fontSize="md" color="fg.muted" mb="3">
        Toca una cuenta para completar el formulario. Contraseña de todas: <strong>{DEMO_PASSWORD}</strong>
      </Text>
      <Stack gap="2">
        {DEMO_ACCOUNTS.map((account) => (
          <Button
            key={account.email}
            type="button"
            variant="outline"
            bg="white"
            borderWidth="1px"
            borderColor="border.control"
            size="lg"
            h="auto"
            minH="14"
            py="2"
            justifyContent="flex-start"
            textAlign="start"
            whiteSpace="normal"
            disabled={!running}
            onClick={() => onPick(account.email, DEMO_PASSWORD)}
          >
            <Stack gap="0" align="flex-start">
              <Text as="span" fontWeight="bold" fontSize="md">
                {account.label}
              </Text>
              <Text as="span" fontWeight="normal" fontSize="md" color="fg.muted">
                {account.email}
              </Text>
            </Stack>
          </Button>
        ))}
      </Stack>
    </Box>
  );
};
