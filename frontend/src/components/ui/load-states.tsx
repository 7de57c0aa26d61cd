import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { RefreshIcon } from './icons';

export const Loading = ({ label = 'Cargando…' }: { label?: string }) => (
  <HStack gap="3" py="6" justify="center" role="status">
    <Spinner size="lg" color="brand.700" />
    <Text fontSize="lg">{label}</Text>
  </HStack>
);

// A section that could not load: said in place, with a retry.
export const LoadError = ({
  onRetry,
  text = 'No pudimos cargar esta información.',
}: {
  onRetry: () => void;
  text?: string;
}) => (
  <Stack gap="3" py="4" role="alert">
    <Text fontSize="lg" color="fg.error" fontWeight="semibold">
      {text}
    </Text>
    <Button variant="outline" size="lg" alignSelf="flex-start" onClick={onRetry}>
      <RefreshIcon boxSize="5" />
      Intentar de nuevo
    </Button>
  </Stack>
);
