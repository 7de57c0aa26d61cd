import { Stack, Text } from '@chakra-ui/react';
import { REVIEW_BLIND_DAYS, REVIEW_COMMENT_MAX_LENGTH } from '@conectando/contracts';
import { StarsAndComment } from '@/components/ui/stars-and-comment';
import { useCreateReview } from '../api/reviews';

interface ReviewFormProps {
  // What is reviewed: a meeting that ended or an awarded application.
  subject: { meetingId: string } | { applicationId: string };
  revieweeName: string;
  headingLevel?: 'h2' | 'h3';
}

/** '¿Cómo te fue con <nombre>?': five large stars and an optional comment, sent once. */
export const ReviewForm = ({ subject, revieweeName, headingLevel = 'h2' }: ReviewFormProps) => {
  const review = useCreateReview();
  const firstName = revieweeName.split(' ')[0] ?? revieweeName;
  const Title = headingLevel;
  const commentId = `review-comment-${'meetingId' in subject ? subject.meetingId : subject.applicationId}`;

  if (review.isSuccess)
    return (
      <Stack gap="2" role="status">
        <Text as={Title} fontSize="xl" fontWeight="bold">
          ¡Gracias por tu evaluación!
        </Text>
        <Text fontSize="lg">
          Se mostrará en el perfil de {firstName} cuando también te evalúe, o en {REVIEW_BLIND_DAYS} días.
        </Text>
      </Stack>
    );

  return (
    <StarsAndComment
      id={commentId}
      heading={`¿Cómo te fue con ${revieweeName}?`}
      headingAs={Title}
      headingSize="xl"
      commentMaxLength={REVIEW_COMMENT_MAX_LENGTH}
      starTitles
      brandSubmit
      pending={review.isPending}
      error={review.isError ? review.error : null}
      onSend={(rating, comment) => review.mutate({ ...subject, rating, comment })}
    />
  );
};
