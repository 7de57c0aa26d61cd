import { useState } from 'react';
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { StoryResponse } from '@conectando/contracts';
import { CalendarIcon, ChatIcon, HeartIcon, PlayIcon } from '@/components/ui/icons';
import { VideoPoster } from '@/components/video/video-poster';
import { CardDuration } from '@/components/video/card-duration';
import { StoryComments } from './story-comments';

interface StoryCardProps {
  story: StoryResponse;
  myId: string;
  // Open from the start: a comment's notice links to its story (/stories?relato=<id>).
  commentsOpen?: boolean;
  onPlay: (story: StoryResponse) => void;
  onLike: (story: StoryResponse) => void;
  liking: boolean;
  onRequestMeeting: (story: StoryResponse) => void;
  requesting: boolean;
}

const commentsLabel = (n: number) => (n === 1 ? '1 comentario' : `${n} comentarios`);

// A real 'Historia Personal' video: author, age, duration, likes, comments and 'Solicitar reunión'.
export const StoryCard = ({
  story,
  myId,
  commentsOpen = false,
  onPlay,
  onLike,
  liking,
  onRequestMeeting,
  requesting,
}: StoryCardProps) => {
  const [showComments, setShowComments] = useState(commentsOpen);
  const isMine = story.userId === myId;
  return (
    <Box
      as="article"
      id={`relato-${story.id}`}
      bg="white"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="xl"
      p="3"
    >
      <Stack gap="3">
        <VideoPoster video={story} />
        <Stack gap="1">
          <Heading as="h2" fontSize="xl" lineHeight="1.35">
            {story.title}
          </Heading>
          <Text fontSize="lg">
            {story.authorName}
            {story.authorAge !== null && <Text as="span" color="fg.muted">{`, ${story.authorAge} años`}</Text>}
          </Text>
          <HStack gap="4" fontSize="md" color="fg.muted" wrap="wrap">
            <HStack gap="1">
              <CardDuration seconds={story.duration} />
            </HStack>
            <HStack gap="1">
              <HeartIcon boxSize="4" />
              <Text data-testid="like-count">
                {story.likeCount === 1 ? '1 me gusta' : `${story.likeCount} me gusta`}
              </Text>
            </HStack>
            <HStack gap="1">
              <ChatIcon boxSize="4" />
              <Text data-testid="comments-count">{commentsLabel(story.commentsCount)}</Text>
            </HStack>
          </HStack>
          {story.description && (
            <Text fontSize="md" lineClamp={3}>
              {story.description}
            </Text>
          )}
        </Stack>
        <Button colorPalette="brand" size="lg" onClick={() => onPlay(story)} aria-label={`Ver relato «${story.title}»`}>
          <PlayIcon boxSize="5" />
          Ver relato
        </Button>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button
            variant="outline"
            colorPalette={story.likedByMe ? 'red' : 'gray'}
            size="lg"
            flex="1"
            aria-pressed={story.likedByMe}
            loading={liking}
            onClick={() => onLike(story)}
          >
            <HeartIcon
              boxSize="5"
              fill={story.likedByMe ? 'currentColor' : 'none'}
              color={story.likedByMe ? 'red.700' : undefined}
            />
            Me gusta
          </Button>
          {!isMine && (
            <Button variant="outline" size="lg" flex="1" loading={requesting} onClick={() => onRequestMeeting(story)}>
              <CalendarIcon boxSize="5" />
              Solicitar reunión
            </Button>
          )}
        </Stack>
        <Button
          variant="outline"
          size="lg"
          aria-expanded={showComments}
          onClick={() => setShowComments((open) => !open)}
        >
          <ChatIcon boxSize="5" />
          {showComments ? 'Ocultar comentarios' : 'Comentarios'}
        </Button>
        {showComments && <StoryComments story={story} myId={myId} />}
      </Stack>
    </Box>
  );
};
