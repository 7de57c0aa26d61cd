import { useState, type ReactNode } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Textarea } from '@/components/ui/chakra/textarea';
import { StarIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';

const STAR_LABELS = ['1 estrella', '2 estrellas', '3 estrellas', '4 estrellas', '5 estrellas'];

interface StarsAndCommentProps {
  // The comment box's id; the heading's is this with '-title'.
  id: string;
  heading: ReactNode;
  headingAs: 'h2' | 'h3';
  headingSize: 'xl' | '2xl';
  commentMaxLength: number;
  // Each star also says its label on hover.
  starTitles?: boolean;
  // The send button in the brand's colour instead of the default one.
  brandSubmit?: boolean;
  pending: boolean;
  // The last try's failure, said over the button; null when there is none.
  error: unknown;
  onSend: (rating: number, comment: string | undefined) => void;
}

/** A review form: five large stars to tap, what was chosen said aloud, an optional comment, and send. */
export const StarsAndComment = (props: StarsAndCommentProps) => {
  const { id, heading, headingAs, headingSize, commentMaxLength, starTitles = false, brandSubmit = false } = props;
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const titleId = `${id}-title`;
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(e) => {
        e.preventDefault();
        if (rating > 0) props.onSend(rating, comment.trim() || undefined);
      }}
    >
      <Text as={headingAs} fontSize={headingSize} fontWeight="bold" id={titleId}>
        {heading}
      </Text>
      <HStack gap="1" role="radiogroup" aria-labelledby={titleId} flexWrap="wrap">
        {STAR_LABELS.map((label, i) => (
          <Button
            key={label}
            role="radio"
            aria-checked={rating === i + 1}
            aria-label={label}
            title={starTitles ? label : undefined}
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
      <label htmlFor={id}>
        <Text fontSize="lg">Comentario (opcional)</Text>
      </label>
      <Textarea
        id={id}
        fontSize="lg"
        maxLength={commentMaxLength}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      {props.error != null && (
        <Text role="alert" color="fg.error" fontSize="md" fontWeight="semibold">
          {errorMessage(props.error)}
        </Text>
      )}
      <Button
        type="submit"
        colorPalette={brandSubmit ? 'brand' : undefined}
        size="xl"
        disabled={rating < 1}
        loading={props.pending}
        loadingText="Enviando…"
      >
        Enviar evaluación
      </Button>
    </Stack>
  );
};
