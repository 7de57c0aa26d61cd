import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { MeetingResponse } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePendingReviews } from '../api/reviews';
import { ReviewForm } from './review-form';

/** After hanging up: '¿Cómo te fue?' once the meeting is over, or where to find it. */
export const AfterCall = ({ meeting, otherName }: { meeting: MeetingResponse; otherName: string }) => {
  const pending = usePendingReviews();
  const reviewable = pending.data?.some((p) => p.meetingId === meeting.id);
  return (
    <Stack gap="4">
      <Heading as="h1" fontSize="3xl">
        La llamada terminó
      </Heading>
      {reviewable ? (
        <ReviewForm subject={{ meetingId: meeting.id }} revieweeName={otherName} />
      ) : (
        pending.isSuccess && (
          <Text fontSize="lg">
            Cuando la reunión termine podrás contar cómo te fue con {otherName}: te lo preguntaremos en la tarjeta de la
            reunión, en el chat.
          </Text>
        )
      )}
      <Button asChild variant="outline" size="xl">
        <RouterLink to={paths.chats}>Ir a mis chats</RouterLink>
      </Button>
    </Stack>
  );
};
