import { Box, Text } from '@chakra-ui/react';
import { ClockIcon } from '@/components/ui/icons';
import { useReplyTime } from '../api/help';

// Said before anyone writes: when the team answers (business hours of Chile, or the next business day).
export const ReplyTime = () => {
  const time = useReplyTime();
  if (!time.data) return null;
  return (
    <Box bg="brand.50" borderRadius="xl" p="4" role="note">
      <Text fontSize="lg" lineHeight="1.5">
        <ClockIcon boxSize="6" color="brand.800" me="2" verticalAlign="text-bottom" />
        {time.data.message}
      </Text>
    </Box>
  );
};
