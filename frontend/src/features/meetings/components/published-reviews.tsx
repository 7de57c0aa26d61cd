import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { PublishedReviewResponse } from '@conectando/contracts';
import { StarIcon } from '@/components/ui/icons';
import { formatSince } from '@/lib/dates';
import { usePublishedReviews } from '../api/reviews';

const starsText = (rating: number) => `${rating} de 5 estrellas`;
// '4,5': one decimal, as the marketplace's ratings read.
const oneDecimal = (value: number) =>
  value.toLocaleString('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const Stars = ({ rating }: { rating: number }) => (
  <HStack gap="0.5" aria-hidden="true" color="orange.500">
    {[1, 2, 3, 4, 5].map((n) => (
      <StarIcon key={n} boxSize="6" fill={n <= rating ? 'currentColor' : 'none'} />
    ))}
  </HStack>
);

/** The person's rating and the reviews others published after meeting or working with them. */
export const PublishedReviews = ({ userId, firstName }: { userId: string; firstName: string }) => {
  const reviews = usePublishedReviews(userId);
  const list: PublishedReviewResponse[] = reviews.data ?? [];
  const average = list.length ? list.reduce((sum, r) => sum + r.rating, 0) / list.length : 0;

  return (
    <Stack as="section" aria-labelledby="evaluaciones" gap="3">
      <Heading as="h2" id="evaluaciones" fontSize="2xl">
        Evaluaciones
      </Heading>
      {reviews.isPending ? (
        <Text fontSize="lg" color="fg.muted">
          Cargando evaluaciones…
        </Text>
      ) : reviews.isError ? (
        <Text fontSize="lg" color="fg.muted">
          No pudimos cargar las evaluaciones.
        </Text>
      ) : list.length === 0 ? (
        <Text fontSize="lg" color="fg.muted">
          Aún nadie evalúa a {firstName}. Las estrellas las dan quienes se reunieron con {firstName}.
        </Text>
      ) : (
        <>
          <Text fontSize="xl" fontWeight="bold">
            {oneDecimal(average)} de 5 · {list.length} {list.length === 1 ? 'evaluación' : 'evaluaciones'}
          </Text>
          <Stack as="ul" gap="3" listStyleType="none">
            {list.map((r, i) => (
              <Stack as="li" key={`${r.createdAt}-${i}`} gap="1" bg="white" borderWidth="1px" rounded="l3" p="4">
                <Stars rating={r.rating} />
                <Text srOnly>{starsText(r.rating)}</Text>
                {r.comment && (
                  <Text fontSize="lg" whiteSpace="pre-line">
                    {r.comment}
                  </Text>
                )}
                <Text fontSize="md" color="fg.muted">
                  {r.authorName} · {formatSince(r.createdAt)}
                </Text>
              </Stack>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
};
