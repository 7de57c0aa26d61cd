import { Text } from '@chakra-ui/react';
import { LIVE_CLASS_REVIEW_COMMENT_MAX_LENGTH } from '@conectando/contracts';
import { StarsAndComment } from '@/components/ui/stars-and-comment';
import { useReviewLiveClass } from '../api/live-classes';

/** '¿Qué te pareció el taller?': five large stars and an optional comment, public at once. */
export const LiveClassReviewForm = ({ classId }: { classId: string }) => {
  const review = useReviewLiveClass();
  if (review.isSuccess)
    return (
      <Text fontSize="xl" fontWeight="bold" role="status">
        ¡Gracias por tu evaluación! Ya aparece en el taller.
      </Text>
    );
  return (
    <StarsAndComment
      id={`class-review-${classId}`}
      heading="¿Qué te pareció el taller?"
      headingAs="h2"
      headingSize="2xl"
      commentMaxLength={LIVE_CLASS_REVIEW_COMMENT_MAX_LENGTH}
      pending={review.isPending}
      error={review.isError ? review.error : null}
      onSend={(rating, comment) => review.mutate({ id: classId, rating, comment })}
    />
  );
};
