import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { REVIEW_BLIND_DAYS, REVIEW_COMMENT_MAX_LENGTH } from '@conectando/contracts';
import { Textarea } from '@/components/ui/chakra/textarea';
import { StarIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { useCreateReview } from '../api/reviews';

interface ReviewFormProps {
  // What is reviewed: a meeting that ended or an awarded application.
  subject: { meetingId: string } | { applicationId: string };
  revieweeName: string;
  headingLevel?: 'h2' | 'h3';
}

const STAR_LABELS = ['1 estrella', '2 estrellas', '3 estrellas', '4 estrellas', '5 estrellas'];

/** '¿Cómo te fue con <nombre>?': five large stars and an optional comment, sent once. */
export const ReviewForm = ({ subject, revieweeName, headingLevel = 'h2' }: ReviewFormProps) => {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
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
    <Stack
      as="form"
      gap="3"
      onSubmit={(e) => {
        e.preventDefault();
        if (rating < 1) return;
        review.mutate({ ...subject, rating, comment: comment.trim() || undefined });
      }}
    >
      <Text as={Title} fontSize="xl" fontWeight="bold" id={`${commentId}-title`}>
        ¿Cómo te fue con {revieweeName}?
      </Text>
      <HStack gap="1" role="radiogroup" aria-labelledby={`${commentId}-title`} flexWrap="wrap">
        {STAR_LABELS.map((label, i) => (
          <Button
            key={label}
            role="radio"
            aria-checked={rating === i + 1}
            aria-label={label}
            title={label}
            variant="ghost"
            minW="14"
            h="14"
            p="1"
            color={i < rating ? 'orange.500' : 'gray.500'}
            onClick={() => setRating(i + 1)}
          >
            <StarIcon boxSize="11" fill={i < rating ? 'currentColor' : 'none'} />
          </Button>
        ))}
      </HStack>
      <Text fontSize="lg" aria-live="polite">
        {rating > 0 ? `Elegiste ${STAR_LABELS[rating - 1]}.` : 'Toca una estrella: 1 es muy mal, 5 es excelente.'}
      </Text>
      <label htmlFor={commentId}>
        <Text fontSize="lg">Comentario (opcional)</Text>
      </label>
      <Textarea
        id={commentId}
        fontSize="lg"
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      {review.isError && (
        <Text role="alert" color="fg.error" fontSize="md" fontWeight="semibold">
          {errorMessage(review.error)}
        </Text>
      )}
      <Button
        type="submit"
        colorPalette="brand"
        size="xl"
        disabled={rating < 1}
        loading={review.isPending}
        loadingText="Enviando…"
      >
        Enviar evaluación
      </Button>
    </Stack>
  );
};
