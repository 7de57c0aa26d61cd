import { Stack, Text } from '@chakra-ui/react';
import { usePendingReviews } from '../api/reviews';
import { LoadFailed } from './load-failed';
import { ReviewForm } from './review-form';

/** Everyone the person met or worked with and has not reviewed yet, each with its five stars. */
export const PendingReviews = () => {
  const pending = usePendingReviews();
  if (pending.isPending)
    return (
      <Text fontSize="lg" color="fg.muted">
        Cargando…
      </Text>
    );
  if (pending.isError) return <LoadFailed error={pending.error} onRetry={() => void pending.refetch()} />;
  if (pending.data.length === 0)
    return (
      <Text fontSize="lg">
        No tienes evaluaciones pendientes. Después de una reunión o de un trabajo adjudicado, te preguntaremos aquí cómo
        te fue.
      </Text>
    );
  return (
    <Stack gap="4">
      {pending.data.map((p) => (
        <Stack key={p.meetingId ?? p.applicationId} bg="white" borderWidth="1px" rounded="l3" p="4">
          <ReviewForm
            subject={p.meetingId ? { meetingId: p.meetingId } : { applicationId: p.applicationId ?? '' }}
            revieweeName={p.revieweeName}
            headingLevel="h3"
          />
        </Stack>
      ))}
    </Stack>
  );
};
