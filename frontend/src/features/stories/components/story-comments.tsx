import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { StoryResponse } from '@conectando/contracts';
import { LoadError, Loading } from '@/components/ui/load-states';
import { TrashIcon } from '@/components/ui/icons';
import { formatSince } from '@/lib/dates';
import { useAddStoryComment, useDeleteStoryComment, useStoryComments } from '../api/story-comments';
import { useLiveStoryComments } from '../hooks/use-live-story-comments';
import { CommentBox } from './comment-box';

interface StoryCommentsProps {
  story: StoryResponse;
  myId: string;
}

// A story's comments, oldest first, live while open; the writer and the story's author may delete one.
export const StoryComments = ({ story, myId }: StoryCommentsProps) => {
  const comments = useStoryComments(story.id);
  const add = useAddStoryComment(story.id);
  const remove = useDeleteStoryComment(story.id);
  useLiveStoryComments(story.id);
  const seen = new Set<string>();
  const items = (comments.data?.pages.flatMap((p) => p.items) ?? []).filter((c) => !seen.has(c.id) && seen.add(c.id));

  return (
    <Stack as="section" aria-label={`Comentarios de «${story.title}»`} gap="3">
      {comments.isPending && <Loading label="Cargando comentarios…" />}
      {comments.isLoadingError && <LoadError onRetry={() => void comments.refetch()} />}
      {comments.isSuccess && items.length === 0 && (
        <Text fontSize="lg" color="fg.muted">
          Aún no hay comentarios. ¡Escribe el primero!
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="2" m="0" p="0">
        {items.map((c) => (
          <Box as="li" key={c.id} bg="gray.50" borderRadius="lg" px="3" py="2">
            <Stack gap="1">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontSize="md" fontWeight="semibold">
                  {c.authorName}{' '}
                  <Text as="span" fontWeight="normal" color="fg.muted">
                    · {formatSince(c.createdAt)}
                  </Text>
                </Text>
                {(c.authorId === myId || story.userId === myId) && (
                  <Button
                    variant="ghost"
                    size="md"
                    minH="11"
                    aria-label={`Borrar comentario de ${c.authorName}`}
                    loading={remove.isPending && remove.variables === c.id}
                    onClick={() => remove.mutate(c.id)}
                  >
                    <TrashIcon boxSize="5" />
                    Borrar
                  </Button>
                )}
              </HStack>
              <Text fontSize="lg" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {c.text}
              </Text>
            </Stack>
          </Box>
        ))}
      </Stack>
      {comments.hasNextPage && (
        <Button
          variant="outline"
          size="lg"
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          Ver más comentarios
        </Button>
      )}
      <CommentBox sending={add.isPending} onSend={(text, sent) => add.mutate(text, { onSuccess: sent })} />
    </Stack>
  );
};
