import { Stack, Text } from '@chakra-ui/react';

/** One figure of a purchase summary: its small label over the figure in large type. */
export const SummaryLine = ({ label, children }: { label: string; children: string }) => (
  <Stack gap="0">
    <Text fontSize="md" color="fg.muted">
      {label}
    </Text>
    <Text fontSize="xl" fontWeight="bold">
      {children}
    </Text>
  </Stack>
);
