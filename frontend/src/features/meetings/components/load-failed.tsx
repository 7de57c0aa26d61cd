import { Button, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '@/lib/api-client';

// A list that could not load, said in place with a retry. (Not the shared LoadError: importing it
// from these lazily loaded parts moved it out of a shared chunk into every signed-in first load.)
export const LoadFailed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <Stack gap="3" py="4" role="alert">
    <Text fontSize="lg" color="fg.error" fontWeight="semibold">
      {errorMessage(error)}
    </Text>
    <Button variant="outline" size="lg" alignSelf="flex-start" onClick={onRetry}>
      Intentar de nuevo
    </Button>
  </Stack>
);
