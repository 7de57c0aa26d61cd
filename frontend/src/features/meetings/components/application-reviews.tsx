import { Stack } from '@chakra-ui/react';
import { usePendingReviews } from '../api/reviews';
import { ReviewForm } from './review-form';

/** After an award, each side is asked how the work went with the other ('¿Cómo te fue con…?'). */
export const ApplicationReviews = () => {
  const pending = usePendingReviews();
  const awarded = (pending.data ?? []).filter((p) => p.applicationId !== null);
  if (awarded.length === 0) return null;
  return (
    <Stack as="section" aria-label="Evaluaciones pendientes" gap="4">
      {awarded.map((p) => (
        <Stack key={p.applicationId} bg="white" borderWidth="2px" borderColor="green.600" rounded="l3" p="4">
          <ReviewForm subject={{ applicationId: p.applicationId ?? '' }} revieweeName={p.revieweeName} />
        </Stack>
      ))}
    </Stack>
  );
};
