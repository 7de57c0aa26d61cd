import { Box, Stack, Text } from '@chakra-ui/react';
import type { LiveClassRating } from '@conectando/contracts';
import { StarIcon } from '@/components/ui/icons';
import { useLiveClassReviews } from '../api/live-classes';

/** "4,5 de 5 (2 evaluaciones)", or that there are none yet. */
export const ratingText = (r: LiveClassRating): string =>
  r.average === null
    ? 'Aún sin evaluaciones'
    : `${r.average.toLocaleString('es-CL')} de 5 (${r.count} ${r.count === 1 ? 'evaluación' : 'evaluaciones'})`;

export const RatingLine = ({ rating }: { rating: LiveClassRating }) => (
  <Text fontSize="lg">
    <StarIcon
      boxSize="5"
      me="2"
      verticalAlign="-3px"
      color="orange.500"
      fill={rating.average ? 'currentColor' : 'none'}
    />
    {ratingText(rating)}
  </Text>
);

/** What participants said of the class, newest first. */
export const LiveClassReviews = ({ classId }: { classId: string }) => {
  const reviews = useLiveClassReviews(classId);
  if (!reviews.data?.length) return null;
  return (
    <Stack gap="3" as="section" aria-label="Evaluaciones">
      <Text as="h2" fontSize="2xl" fontWeight="bold">
        Lo que dijeron quienes participaron
      </Text>
      {reviews.data.map((r, i) => (
        <Box key={i} bg="white" borderWidth="1px" borderColor="border.emphasized" rounded="l2" p="3">
          <Text fontSize="lg" fontWeight="bold">
            {r.authorName}: {r.rating} de 5
          </Text>
          {r.comment && <Text fontSize="lg">{r.comment}</Text>}
        </Box>
      ))}
    </Stack>
  );
};
