import { Alert } from '@chakra-ui/react';
import { errorMessage } from '@/lib/api-client';

// Why a form's request failed, in the form itself (announced at once), in Spanish.
export const RequestError = ({ error }: { error: unknown }) => (
  <Alert.Root status="error" borderRadius="l3" role="alert">
    <Alert.Description fontSize="lg">{errorMessage(error)}</Alert.Description>
  </Alert.Root>
);
