import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export const FullPageSpinner = ({ label = 'Cargando…' }: { label?: string }) => (
  <Center minH="60vh" role="status" aria-live="polite">
    <VStack gap="4">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
      <Text fontSize="lg">{label}</Text>
    </VStack>
  </Center>
);
