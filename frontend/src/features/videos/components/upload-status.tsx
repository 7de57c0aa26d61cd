import { Stack, Text } from '@chakra-ui/react';
import { Progress } from '@/components/ui/chakra/progress';

export const UploadProgress = ({ percent }: { percent: number }) => (
  <Progress.Root value={percent} size="lg" colorPalette="brand" aria-label="Progreso de la subida">
    <Progress.Label fontSize="md" mb="1">
      Subiendo… {percent}%
    </Progress.Label>
    <Progress.Track borderRadius="full">
      <Progress.Range />
    </Progress.Track>
  </Progress.Root>
);

// A failure is said in the dialog, under the form: a toast would cover its buttons (issue 18).
export const UploadFailure = ({ message }: { message: string }) => (
  <Stack gap="0" role="alert" color="fg.error" borderWidth="2px" borderColor="border.error" borderRadius="lg" p="3">
    <Text fontWeight="bold" fontSize="lg">
      Error al subir video
    </Text>
    <Text fontWeight="semibold">{message}</Text>
  </Stack>
);
